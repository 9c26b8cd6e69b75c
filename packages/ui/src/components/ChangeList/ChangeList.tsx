import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { VisuallyHidden } from '../VisuallyHidden';

/** One changed value of a record, as text. */
export interface Change {
  /** What changed, in words: "Status", "Asking price". */
  label: string;
  /** The value before, as text. Leave out when the record was created (there was none). */
  from?: string;
  /** The value after, as text. Leave out when the record was deleted. */
  to?: string;
}

export interface ChangeListProps {
  /** The changes, in order. */
  changes: readonly Change[];
  /** What an empty value shows (an empty string, a cleared date). @default 'empty' */
  emptyText?: string;
  className?: string;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  & li {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Label = styled.span`
  color: ${vars.color.text.muted};
  font-weight: ${vars.fontWeight.medium};
`;

const Old = styled.span`
  color: ${vars.color.text.muted};
  text-decoration: line-through;
`;

const Empty = styled.span`
  color: ${vars.color.text.muted};
  font-style: italic;
`;

function Value({ value, emptyText }: { value: string; emptyText: string }) {
  return value.trim() === '' ? <Empty>{emptyText}</Empty> : <>{value}</>;
}

/**
 * What changed in a record, one line per value: "Status: Pending → Approved". Values are text
 * (never HTML) and keep their line breaks. Screen readers hear "from … to …" rather than the
 * arrow; a value only added reads "set to …", one only removed "was …".
 */
export function ChangeList({ changes, emptyText = 'empty', className }: ChangeListProps) {
  return (
    <List className={className}>
      {changes.map((change) => (
        <li key={change.label}>
          <Label>{change.label}:</Label>{' '}
          {change.from !== undefined && change.to !== undefined ? (
            <>
              <VisuallyHidden>from </VisuallyHidden>
              <Old>
                <Value value={change.from} emptyText={emptyText} />
              </Old>
              <span aria-hidden="true"> → </span>
              <VisuallyHidden> to </VisuallyHidden>
              <Value value={change.to} emptyText={emptyText} />
            </>
          ) : change.to !== undefined ? (
            <>
              <VisuallyHidden>set to </VisuallyHidden>
              <Value value={change.to} emptyText={emptyText} />
            </>
          ) : (
            <>
              <VisuallyHidden>was </VisuallyHidden>
              <Old>
                <Value value={change.from ?? ''} emptyText={emptyText} />
              </Old>
            </>
          )}
        </li>
      ))}
    </List>
  );
}
