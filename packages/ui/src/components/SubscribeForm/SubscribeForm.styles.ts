import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin-bottom: ${vars.space['5']};
`;

/** The form's column; `method="post"` as every lead form's (see `internal/form.styles`). */
export const FormRoot = styled.form.attrs({ method: 'post' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;
