import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};

  & > label {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text.default};
  }
`;

export const SelectBox = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;

  & > select {
    min-height: 2.5rem;
    padding: ${vars.space['1']} ${vars.space['8']} ${vars.space['1']} ${vars.space['3']};
    border: 1px solid ${vars.color.border.strong};
    border-radius: ${vars.radius.control};
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.default};
    font-size: ${vars.fontSize.sm};
    appearance: none;
    cursor: pointer;
  }
  & > select:hover {
    border-color: ${vars.color.text.muted};
  }
  & > select:focus-visible {
    outline: none;
    border-color: ${vars.color.border.focus};
    box-shadow: ${vars.shadow.focus};
  }
  & > svg {
    position: absolute;
    inset-inline-end: ${vars.space['2']};
    pointer-events: none;
    color: ${vars.color.text.muted};
  }
`;
