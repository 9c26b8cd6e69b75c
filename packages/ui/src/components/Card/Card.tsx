import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const CARD_VARIANTS = ['raised', 'outlined', 'sunken', 'inverse'] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * `raised` floats on the page with a shadow, `outlined` has a border only, `sunken` sits into
   * the page, `inverse` is dark with light text.
   * @default 'raised'
   */
  variant?: CardVariant;
  /**
   * Inner spacing. `none` lets media run to the edges (the card clips them to its corners).
   * @default 'md'
   */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** The element to render: `article` for self-contained content, `section`, or `div`. @default 'div' */
  as?: 'div' | 'article' | 'section' | 'aside' | 'li';
}

// overflow: clip, not hidden: clipped to the corners without becoming a scroll container, so a
// sticky bar inside a card (a form's Save) still sticks to the screen. (A comment inside the rules
// would ship with every page's styles.)
const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: clip;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.default};

  &[data-variant='raised'] {
    border: 1px solid ${vars.color.border.default};
    box-shadow: ${vars.shadow.md};
  }
  &[data-variant='outlined'] {
    border: 1px solid ${vars.color.border.default};
  }
  &[data-variant='sunken'] {
    background: ${vars.color.surface.sunken};
  }
  &[data-variant='inverse'] {
    background: ${vars.color.surface.inverse};
    color: ${vars.color.text.inverse};
  }

  &[data-padding='sm'] {
    padding: ${vars.space['4']};
  }
  &[data-padding='md'] {
    padding: ${vars.space['6']};
  }
  &[data-padding='lg'] {
    padding: ${vars.space['8']};
  }
`;

/** A surface that groups related content: a listing, a testimonial, a form. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { variant = 'raised', padding = 'md', as = 'div', ...rest },
  ref,
) {
  return <StyledCard ref={ref} as={as} data-variant={variant} data-padding={padding} {...rest} />;
});
