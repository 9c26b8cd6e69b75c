import { styled } from 'styled-components';
import { vars } from '../theme/vars';

/**
 * Two or three choices side by side, one of them on: radio buttons in their labels (a form's
 * "Buy / Rent") or links to views (`aria-current` on the one shown). The chosen one is filled and
 * bold, so it differs by more than colour.
 */
export const Segmented = styled.div`
  display: inline-flex;
  gap: 0.125rem;
  padding: 0.1875rem;
  border: 1px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.raised};

  & > label,
  & > a {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 4.5rem;
    min-height: 2.25rem;
    padding: 0 ${vars.space['4']};
    border-radius: calc(${vars.radius.control} - 2px);
    color: ${vars.color.text.default};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    cursor: pointer;
  }
  & > label:hover,
  & > a:hover {
    background: ${vars.color.surface.sunken};
  }
  & > label:has(input:checked),
  & > a[aria-current='true'] {
    background: ${vars.color.brand.primary};
    color: ${vars.color.brand.onPrimary};
    font-weight: ${vars.fontWeight.bold};
  }
  /* The radio itself is under its label: the label is what a visitor sees and presses. */
  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & > label:has(input:focus-visible),
  & > a:focus-visible {
    outline: 3px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }
`;
