import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

/** The amount the field understood; a doubtful one stands out with the warning tone and weight. */
export const Understood = styled.p`
  min-height: 1.25rem;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.muted};

  &[data-tone='warning'] {
    padding: ${vars.space['1']} ${vars.space['2']};
    border-inline-start: 3px solid ${vars.color.tone.warning.border};
    background: ${vars.color.tone.warning.surface};
    color: ${vars.color.tone.warning.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;
