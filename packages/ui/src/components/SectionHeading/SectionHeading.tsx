import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Heading, type HeadingLevel, type HeadingSize } from '../Typography';

export interface SectionHeadingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A short line above the title, e.g. "Market Snapshot". */
  eyebrow?: ReactNode;
  /** The section's title. */
  title: ReactNode;
  /** The title's level in the page outline. @default 2 */
  level?: HeadingLevel;
  /** How big the title looks, independent of its level. Defaults by level (h2 `lg`). */
  size?: HeadingSize;
  /** A paragraph under the title. */
  description?: ReactNode;
  /** @default 'start' */
  align?: 'start' | 'center';
  /** `inverse` on dark sections such as `surface.inverse`. @default 'default' */
  tone?: 'default' | 'inverse';
  /** The title's id, for a section's `aria-labelledby`. */
  titleId?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['3']};
  max-width: ${vars.size.prose};
  margin-bottom: ${vars.space['8']};

  &[data-align='center'] {
    align-items: center;
    margin-inline: auto;
    text-align: center;
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  color: ${vars.color.tone.accent.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: ${vars.letterSpacing.wide};
  line-height: ${vars.lineHeight.snug};
  text-transform: uppercase;

  /* A short rule in the accent colour: decoration only, the text carries the meaning. */
  &::before {
    content: '';
    flex-shrink: 0;
    width: 1.5rem;
    height: 3px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.brand.accent};
  }

  [data-tone='inverse'] > & {
    color: ${vars.color.brand.accent};
  }
`;

const Description = styled.p`
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.relaxed};

  [data-tone='inverse'] > & {
    color: ${vars.color.text.inverseMuted};
  }
`;

/** The eyebrow, title and introduction at the top of a page section. */
export const SectionHeading = forwardRef<HTMLDivElement, SectionHeadingProps>(function SectionHeading(
  { eyebrow, title, level = 2, size, description, align = 'start', tone = 'default', titleId, ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-align={align} data-tone={tone} {...rest}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading level={level} size={size} tone={tone} align={align} id={titleId}>
        {title}
      </Heading>
      {description && <Description>{description}</Description>}
    </Root>
  );
});
