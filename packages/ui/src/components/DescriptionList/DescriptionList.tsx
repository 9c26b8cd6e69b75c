import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { VisuallyHidden } from '../VisuallyHidden';

export interface DescriptionListItem {
  /** The name of the value: "Email", "Received". */
  term: string;
  /**
   * The value, as React children (text is escaped, never read as HTML). Empty values show
   * `emptyText` rather than a blank.
   */
  description: ReactNode;
}

export interface DescriptionListProps {
  /** The pairs, in order. */
  items: readonly DescriptionListItem[];
  /** What an empty value shows. @default '—' (read as "none" by screen readers) */
  emptyText?: ReactNode;
  /** `rows` puts each term beside its value from `sm` up; `stacked` always above it. @default 'rows' */
  layout?: 'rows' | 'stacked';
  className?: string;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  font-size: ${vars.fontSize.sm};

  & > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space['1']};
    padding-block: ${vars.space['3']};
    border-bottom: 1px solid ${vars.color.border.default};
  }
  & > div:last-child {
    border-bottom: 0;
  }
  & dt {
    color: ${vars.color.text.muted};
    font-weight: ${vars.fontWeight.medium};
  }
  & dd {
    margin: 0;
    color: ${vars.color.text.default};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }

  ${media.up.sm} {
    &[data-layout='rows'] > div {
      grid-template-columns: minmax(8rem, 30%) minmax(0, 1fr);
      gap: ${vars.space['4']};
    }
  }
`;

const isEmpty = (value: ReactNode) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '');

/**
 * Named values of one record (a lead's fields, its consent record): a `<dl>` whose line breaks
 * in values are kept, as the visitor typed them.
 */
export function DescriptionList({ items, emptyText, layout = 'rows', className }: DescriptionListProps) {
  return (
    <List className={className} data-layout={layout}>
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd>
            {isEmpty(item.description)
              ? (emptyText ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>none</VisuallyHidden>
                  </>
                ))
              : item.description}
          </dd>
        </div>
      ))}
    </List>
  );
}
