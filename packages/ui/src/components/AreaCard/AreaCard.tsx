import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Button, ButtonLink } from '../Button';
import { Heading, Text } from '../Typography';

export interface AreaCardProps {
  /** The city or neighbourhood: "Oak Park". */
  name: string;
  /** A line about living there. */
  blurb: ReactNode;
  /** How many homes the site lists there; leave it out while they are being counted. */
  count?: number;
  /** Whether the results show this area alone now. */
  chosen?: boolean;
  /** Shows this area's homes. */
  onChoose: () => void;
  /**
   * The area's own page, when it has one: the card then links to it by name ("About Oak Park")
   * beside its button, which still chooses the area.
   */
  pageHref?: string;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['2']};
  height: 100%;
  padding: ${vars.space['6']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text.default};

  &:hover {
    border-color: ${vars.color.border.strong};
  }
  &[data-chosen] {
    border-color: ${vars.color.brand.primary};
    box-shadow: 0 0 0 1px ${vars.color.brand.primary};
  }

  /* The whole card is the button's press target. */
  & button::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

/** The button and the area's page side by side, wrapping on a narrow card. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['4']};
`;

/**
 * The page link: above the button's card-wide press target, so a tap on it follows the link, and
 * a 44 px touch target like the button's.
 */
const PAGE_LINK_STYLE = { position: 'relative', zIndex: 1, minHeight: '2.75rem' } as const;

/** What the button says: the count, or a plain offer while the homes are being counted. */
function areaCountText(count: number | undefined): string {
  if (count === undefined) return 'Show listings';
  return `${count} ${count === 1 ? 'listing' : 'listings'}`;
}

/**
 * A featured area: its name, a line about it and how many homes are listed there. The whole card
 * is one button, named with the area and the count ("Oak Park: 2 listings"), pressed while the
 * results show that area alone; the area's own page, when it has one, is a link beside it.
 */
export function AreaCard({
  name,
  blurb,
  count,
  chosen = false,
  onChoose,
  pageHref,
  headingLevel = 3,
}: AreaCardProps) {
  const text = areaCountText(count);
  return (
    <Root data-chosen={chosen || undefined}>
      <Heading level={headingLevel} size="sm">
        {name}
      </Heading>
      <Text tone="muted" size="sm">
        {blurb}
      </Text>
      <Actions>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={chosen}
          aria-label={`${name}: ${text}`}
          onClick={onChoose}
        >
          {text}
        </Button>
        {pageHref && (
          <ButtonLink href={pageHref} variant="ghost" size="sm" style={PAGE_LINK_STYLE}>
            About {name}
          </ButtonLink>
        )}
      </Actions>
    </Root>
  );
}
