import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { Empty, Placeholder, Table } from './DataTable.styles';

export interface DataTableColumn<Row> {
  /** Unique among the table's columns. */
  key: string;
  /** The column's heading; on phones it also labels the value in each row's card. */
  header: string;
  /** What the row shows in this column: text, a badge, a link. Rendered as React children, never HTML. */
  cell: (row: Row) => ReactNode;
  /** `end` for figures and durations, so their digits line up. @default 'start' */
  align?: 'start' | 'end';
  /** This column names the row (a name, a title): its cells are row headers. @default false */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists. It names the table for screen readers. */
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a heading above already says it. @default false */
  hideCaption?: boolean;
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows, in the order shown. */
  rows: readonly Row[];
  /** A stable key for each row, e.g. its id. */
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows (and not `loading`). @default 'Nothing to show.' */
  empty?: ReactNode;
  /** Draws placeholder rows and marks the table busy while rows load. @default false */
  loading?: boolean;
  /** How many placeholder rows to draw while `loading`. @default 3 */
  loadingRows?: number;
  className?: string;
}

/**
 * A table of records: a header row and one row per record on wide screens, a stack of cards on
 * phones (each value labelled with its column). Data and links come in as props; it never sorts,
 * filters or fetches.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty = 'Nothing to show.',
  loading = false,
  loadingRows = 3,
  className,
}: DataTableProps<Row>) {
  if (!loading && rows.length === 0) {
    return (
      <Empty className={className} role="status">
        {empty}
      </Empty>
    );
  }
  return (
    <Table className={className} role="table" aria-busy={loading || undefined}>
      <caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} role="columnheader" scope="col" data-align={column.align}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {loading
          ? Array.from({ length: loadingRows }, (_, index) => (
              <tr key={index} role="row">
                {columns.map((column) => (
                  <td key={column.key} role="cell" data-label={column.header}>
                    <Placeholder aria-hidden="true" />
                  </td>
                ))}
              </tr>
            ))
          : rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.key}
                      role="rowheader"
                      scope="row"
                      data-label={column.header}
                      data-align={column.align}
                    >
                      <span>{column.cell(row)}</span>
                    </th>
                  ) : (
                    <td key={column.key} role="cell" data-label={column.header} data-align={column.align}>
                      <span>{column.cell(row)}</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
      </tbody>
    </Table>
  );
}
