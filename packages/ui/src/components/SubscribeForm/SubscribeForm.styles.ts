import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin-bottom: ${vars.space['5']};
`;

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;
