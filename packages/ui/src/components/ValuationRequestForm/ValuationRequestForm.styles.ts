import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/** The range and its sales: a quiet panel between the home's fields and the visitor's. */
export const RangeBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.tone.info.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.tone.info.surface};
`;

/** One sale a line: the address, then its rooms and closed price beside it from `sm` up. */
export const SaleList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: ${vars.space['2']} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0 ${vars.space['3']};
    padding-top: ${vars.space['2']};
    border-top: 1px solid ${vars.color.tone.info.border};
  }
  & [data-sale-address] {
    font-weight: ${vars.fontWeight.semibold};
  }
  & [data-sale-price] {
    font-variant-numeric: tabular-nums;
  }

  ${media.up.sm} {
    & > li {
      grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) auto;
      align-items: baseline;
    }
  }
`;

/** The confirmation card's blocks: the promise, the answer, the next steps, Call and Text. */
export const Confirmation = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};

  /* The promise takes focus only to be announced; it is not a control, so it needs no ring. */
  & [role='status']:focus {
    outline: none;
  }
  & > div > p + [role='group'] {
    margin-top: ${vars.space['3']};
  }
`;

/** What happens next, numbered. */
export const NextSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: ${vars.space['3']} 0 0;
  padding-left: ${vars.space['6']};
  line-height: ${vars.lineHeight.normal};
`;
