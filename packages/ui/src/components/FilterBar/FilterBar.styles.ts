import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/**
 * On a phone: Buy / Rent and Filters, then the count, then Clear Filters and the sort, each line
 * wrapping rather than overflowing when the text is large. From a tablet up, one row with the
 * count and the sort at the end.
 */
export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};

  & > [data-filters],
  & > [data-sort] {
    margin-inline-start: auto;
  }
  & > [data-result-count] {
    flex-basis: 100%;
    order: 1;
  }
  & > [data-clear],
  & > [data-sort] {
    order: 2;
  }

  ${media.up.md} {
    & > [data-filters],
    & > [data-sort] {
      margin-inline-start: 0;
    }
    & > [data-result-count] {
      flex: 1 1 14rem;
      order: 0;
      text-align: end;
    }
    & > [data-clear],
    & > [data-sort] {
      order: 0;
    }
  }

  /* Beside a panel of filters, the panel offers them. */
  ${media.up.xl} {
    &[data-panel-beside] > [data-filters],
    &[data-panel-beside] > [data-clear] {
      display: none;
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
