import { useId, type ReactNode } from 'react';
import { SmartLink } from '../../internal/link';
import type { Tone } from '../../theme/tokens';
import { Badge } from '../Badge';
import { ReplyActions } from '../ReplyActions';
import { About, Empty, Facts, List, NameLine, Placeholder, Replies, Row, Status } from './LeadList.styles';

/** One lead in the inbox, as the site words it. */
export interface LeadListItem {
  id: string;
  /** The lead's own page. */
  href: string;
  /** Who sent it, as they typed it. */
  name: string;
  /** The kind in words, such as "Tour request". */
  kind: string;
  /** What it is about: the listing's address, the address to value, or the page it came from. */
  about: string;
  /** How long ago it came in, short: "4 min ago". */
  age: string;
  /** When it came in: `dateTime` for the `<time>` element (ISO 8601). */
  receivedAt: string;
  /** When it came in, in full, such as "Nov 26, 2026, 9:41 AM" (the age's tooltip). */
  receivedText: string;
  /** Where the lead stands: "New", "Contacted"… with a tone. */
  state: { label: string; tone: Tone };
  /**
   * The reply clock, in words: "Reply by 3:15 PM", "Overdue by 6 min", "No reply owed". A
   * `danger` clock also marks the row with a bar (the word says it too).
   */
  clock?: { label: string; tone: Tone };
  /** The `tel:`, `sms:` and `mailto:` links; a missing one shows no button. */
  callHref?: string;
  textHref?: string;
  emailHref?: string;
}

export interface LeadListProps {
  /** The list's accessible name, such as "Leads, newest first". */
  label: string;
  /** The leads, in the order shown. */
  items: readonly LeadListItem[];
  /** Draws placeholder rows and marks the list busy. @default false */
  loading?: boolean;
  /** Shown when there is nothing to list (and not `loading`). @default 'No leads yet.' */
  empty?: ReactNode;
  className?: string;
}

function LeadRow({ item }: { item: LeadListItem }) {
  const nameId = useId();
  return (
    <Row data-attention={item.clock?.tone === 'danger' || undefined} aria-labelledby={nameId}>
      <Facts>
        <NameLine>
          <SmartLink href={item.href} id={nameId}>
            {item.name}
          </SmartLink>
          <time dateTime={item.receivedAt} title={item.receivedText}>
            {item.age}
          </time>
        </NameLine>
        <About>
          <span data-kind="">{item.kind}</span> · {item.about}
        </About>
        <Status>
          <Badge tone={item.state.tone}>{item.state.label}</Badge>
          {item.clock && (
            <span data-clock="" data-tone={item.clock.tone}>
              {item.clock.label}
            </span>
          )}
          <time dateTime={item.receivedAt} title={item.receivedText}>
            {item.age}
          </time>
        </Status>
      </Facts>
      <Replies>
        <ReplyActions
          size="compact"
          name={item.name}
          callHref={item.callHref}
          textHref={item.textHref}
          emailHref={item.emailHref}
        />
      </Replies>
    </Row>
  );
}

/**
 * The leads inbox as a phone wants it: one short row per lead (who, what kind, about what, how
 * long ago, where it stands and its reply clock) with Call, Text and Email beside it, so five or
 * more fit on a phone's first screen. From `md` each row is one line. Tapping the row opens the
 * lead; the reply buttons are their own targets. Fetches and sorts nothing.
 */
export function LeadList({
  label,
  items,
  loading = false,
  empty = 'No leads yet.',
  className,
}: LeadListProps) {
  if (loading) {
    return (
      <List aria-label={label} aria-busy="true" className={className}>
        {Array.from({ length: 5 }, (_, index) => (
          <Row key={index} aria-hidden="true" data-placeholder="">
            <Facts>
              <Placeholder />
              <Placeholder />
              <Placeholder />
            </Facts>
          </Row>
        ))}
      </List>
    );
  }
  if (items.length === 0) {
    return (
      <Empty role="status" className={className}>
        {empty}
      </Empty>
    );
  }
  return (
    <List aria-label={label} className={className}>
      {items.map((item) => (
        <LeadRow key={item.id} item={item} />
      ))}
    </List>
  );
}
