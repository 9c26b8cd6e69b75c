import { css, styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.default};

  & [data-required-mark] {
    margin-inline-start: 0.125rem;
    color: ${vars.color.tone.danger.text};
  }
  & [data-optional-mark] {
    font-weight: ${vars.fontWeight.regular};
    color: ${vars.color.text.muted};
  }
`;

export const StyledHint = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.muted};
`;

export const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.tone.danger.text};

  & svg {
    margin-top: 0.125rem;
  }
`;

export const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.default};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  transition:
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &::placeholder {
    color: ${vars.color.text.muted};
    opacity: 1;
  }
  &:hover {
    border-color: ${vars.color.text.muted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${vars.color.border.focus};
    box-shadow: ${vars.shadow.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.tone.danger.text};
    border-width: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.surface.sunken};
  }
`;

export const StyledInput = styled.input`
  ${controlStyles}
`;

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  /* A pill-shaped control radius suits one line, not a paragraph. */
  border-radius: ${vars.radius.md};
  min-height: 7.5rem;
  resize: vertical;
`;

export const SelectWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    inset-inline-end: ${vars.space['3']};
    pointer-events: none;
    color: ${vars.color.text.muted};
  }
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: ${vars.space['10']};
  cursor: pointer;
  /* The first, empty option is the placeholder: muted like other placeholders, whether the
     select is controlled or not. */
  &:has(> option[value='']:checked) {
    color: ${vars.color.text.muted};
  }
  & option {
    color: ${vars.color.text.default};
  }
`;

export const CheckboxRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
`;

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.default};
  cursor: pointer;

  & input {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.0625rem 0 0;
    accent-color: ${vars.color.brand.primary};
    cursor: pointer;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${vars.color.text.muted};
  }
  & input:disabled {
    cursor: not-allowed;
  }
  & input[aria-invalid='true'] {
    outline: 2px solid ${vars.color.tone.danger.text};
    outline-offset: 1px;
  }
`;
