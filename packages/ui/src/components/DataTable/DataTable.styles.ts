import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/**
 * Below `md` every row is a card and every cell shows its column's name before its value (from
 * `data-label`); from `md` it is an ordinary table. Explicit ARIA roles keep the table's semantics
 * for screen readers while the rows are laid out as blocks.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.default};

  & caption {
    margin-bottom: ${vars.space['3']};
    text-align: start;
    font-weight: ${vars.fontWeight.semibold};
  }

  & thead {
    display: none;
  }
  & tbody {
    display: flex;
    flex-direction: column;
    gap: ${vars.space['3']};
  }
  & tr {
    display: flex;
    flex-direction: column;
    gap: ${vars.space['2']};
    padding: ${vars.space['4']};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.raised};
  }
  & td,
  & tbody th {
    display: grid;
    grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
    gap: ${vars.space['3']};
    text-align: start;
    font-weight: ${vars.fontWeight.regular};
    overflow-wrap: break-word;
  }
  & td::before,
  & tbody th::before {
    content: attr(data-label);
    color: ${vars.color.text.muted};
    font-weight: ${vars.fontWeight.medium};
  }
  & tbody th {
    font-weight: ${vars.fontWeight.semibold};
  }

  ${media.up.md} {
    & thead {
      display: table-header-group;
    }
    & tbody {
      display: table-row-group;
    }
    & tr {
      display: table-row;
      padding: 0;
      border: 0;
      border-bottom: 1px solid ${vars.color.border.default};
      border-radius: 0;
      background: transparent;
    }
    & thead th {
      padding: ${vars.space['2']} ${vars.space['3']};
      border-bottom: 2px solid ${vars.color.border.strong};
      color: ${vars.color.text.muted};
      font-weight: ${vars.fontWeight.semibold};
      text-align: start;
      white-space: nowrap;
    }
    & td,
    & tbody th {
      display: table-cell;
      padding: ${vars.space['3']};
      vertical-align: top;
    }
    & td::before,
    & tbody th::before {
      content: none;
    }
    & [data-align='end'] {
      text-align: end;
    }
    & tbody tr:hover {
      background: ${vars.color.surface.sunken};
    }
  }
`;

export const Empty = styled.div`
  padding: ${vars.space['8']} ${vars.space['4']};
  border: 1px dashed ${vars.color.border.strong};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.muted};
  text-align: center;
`;

/**
 * A grey bar standing in for a cell's text while rows load (its own rather than the Skeleton's,
 * so a page with a table does not pull in the listing skeletons).
 */
export const Placeholder = styled.span`
  display: block;
  width: 80%;
  height: 0.875rem;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton.base};
`;
