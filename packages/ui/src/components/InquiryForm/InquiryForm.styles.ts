import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const Closing = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};

  /* The thanks takes focus only to be announced; it is not a control, so it needs no ring. */
  & [role='status']:focus {
    outline: none;
  }
  & [data-notice-line] + [data-notice-line] {
    margin-top: ${vars.space['1']};
  }
`;
