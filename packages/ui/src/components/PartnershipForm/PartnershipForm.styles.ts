import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin-bottom: ${vars.space['6']};
`;

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  min-width: 0;
`;

/** The short fields: one column on phones, two from `md`. */
export const ShortFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['5']} ${vars.space['4']};

  ${media.up.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    /* Five fields: the name takes a whole row so no row is half empty. */
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;
