import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

/**
 * Stars are outlines filled with the accent colour up to the rating, so a filled star differs
 * from an empty one by shape as well as colour.
 */
export const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  color: ${vars.color.border.strong};
  line-height: 1;

  & [data-star] {
    position: relative;
    display: inline-flex;
    flex-shrink: 0;
  }
  & [data-star] svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  &[data-size='sm'] [data-star] svg {
    width: 1rem;
    height: 1rem;
  }
  &[data-size='lg'] [data-star] svg {
    width: 1.75rem;
    height: 1.75rem;
  }

  & [data-fill='full'] svg,
  & [data-fill='half'] svg[data-overlay] {
    color: ${vars.color.brand.accent};
    fill: currentColor;
  }
  /* A half star: a filled copy clipped to its first half over the outline. */
  & svg[data-overlay] {
    position: absolute;
    inset: 0;
    clip-path: inset(0 50% 0 0);
  }
`;
