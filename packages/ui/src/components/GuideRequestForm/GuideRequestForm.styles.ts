import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  min-width: 0;
`;

/** First and last name: one column on phones, side by side from `sm` (the dialog is narrow). */
export const NameFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['5']} ${vars.space['4']};

  ${media.up.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
