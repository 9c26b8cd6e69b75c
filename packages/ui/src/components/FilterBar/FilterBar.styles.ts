import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/**
 * On a phone: Buy / Rent and Filters, then the count, then Clear Filters and the sort. From a
 * tablet up, one row with the count and the sort at the end.
 */
export const Tools = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas:
    'modes filters'
    'count count'
    'clear sort';
  align-items: center;
  gap: ${vars.space['3']};

  & > [data-modes] {
    grid-area: modes;
  }
  & > [data-filters] {
    grid-area: filters;
    justify-self: end;
  }
  & > [data-clear] {
    grid-area: clear;
    justify-self: start;
  }
  & > [data-result-count] {
    grid-area: count;
  }
  & > [data-sort] {
    grid-area: sort;
    justify-self: end;
  }

  ${media.up.md} {
    display: flex;
    flex-wrap: wrap;

    & > [data-result-count] {
      flex: 1 1 14rem;
      text-align: end;
    }
  }

  /* Without a script these would do nothing: the page offers its plain form instead. */
  @media (scripting: none) {
    & [data-needs-script] {
      display: none;
    }
  }
`;

export const Count = styled.p`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text.muted};
`;
