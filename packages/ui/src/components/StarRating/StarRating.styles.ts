import { styled } from 'styled-components';
import { Fieldset } from '../../internal/fieldset.styles';
import { vars } from '../../theme/vars';

export const RatingFieldset = styled(Fieldset)`
  & > legend {
    margin-bottom: ${vars.space['1']};
  }
`;

/** The interactive stars: each one a label around a radio input that covers it. */
export const StarInputs = styled.span`
  display: inline-flex;
  align-items: center;
  /* The first star lines up with the legend although its target box is wider than the star. */
  margin-inline-start: -0.5rem;
  color: ${vars.color.border.strong};

  & [data-star] {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
  & [data-star] svg {
    width: 1.75rem;
    height: 1.75rem;
    transition:
      color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
      transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-size='sm'] {
    margin-inline-start: -0.75rem;
  }
  &[data-size='sm'] [data-star] svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  &[data-size='lg'] {
    margin-inline-start: -0.25rem;
  }
  &[data-size='lg'] [data-star] svg {
    width: 2.25rem;
    height: 2.25rem;
  }

  /* The native radio covers its star: it takes the clicks and the arrow keys, the star shows it. */
  & input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  & [data-star][data-filled] svg {
    color: ${vars.color.brand.accent};
    fill: currentColor;
  }

  /* Hover preview: the hovered star and those before it fill; those after it empty. */
  &:not([data-disabled]):has([data-star]:hover) [data-star] svg {
    color: ${vars.color.border.strong};
    fill: none;
  }
  &:not([data-disabled]):has([data-star]:hover) [data-star]:hover svg,
  &:not([data-disabled]):has([data-star]:hover) [data-star]:has(~ [data-star]:hover) svg {
    color: ${vars.color.brand.accent};
    fill: currentColor;
  }
  &:not([data-disabled]) [data-star]:hover svg {
    transform: scale(1.1);
  }

  & [data-star]:has(input:focus-visible) {
    outline: 3px solid ${vars.color.border.focus};
    outline-offset: 0;
  }

  &[data-disabled] [data-star] {
    cursor: not-allowed;
    opacity: 0.65;
  }
  &[data-invalid] [data-star]:not([data-filled]) svg {
    color: ${vars.color.tone.danger.text};
  }
`;
