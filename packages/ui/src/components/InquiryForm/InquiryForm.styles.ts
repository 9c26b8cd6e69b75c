import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  min-width: 0;
`;

/** The single-line fields: one column on phones, two from `md`. */
export const ShortFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['5']} ${vars.space['4']};

  ${media.up.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    /* With an odd number of fields, the first (Name) takes a whole row so no row is half empty. */
    & > :first-child:nth-last-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;

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
