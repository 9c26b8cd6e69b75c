import { useState } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Badge } from '../Badge';
import { Button } from '../Button';

/** A listing that matches a saved search now, as the back office shows it. */
export interface SavedSearchMatch {
  id: string;
  /** The address and city: "1428 Maplewood Ave, Springfield". */
  address: string;
  /** "$489,000 · 4 beds · 2.5 baths". */
  facts: string;
  /** The listing page. */
  href: string;
  /** The search already had this listing, by an alert or by hand: no button, a "Sent" badge. */
  sent: boolean;
}

export interface SavedSearchMatchesProps {
  /** One page of matches, in order. */
  matches: readonly SavedSearchMatch[];
  /** How many listings match in all (the pages together). */
  total: number;
  /** How many matches come before this page. @default 0 */
  offset?: number;
  /**
   * Sends the listing to the visitor. The button shows "Sending..." (and the others wait) until the
   * promise settles; the page says how it went and marks the match sent.
   */
  onSend: (match: SavedSearchMatch) => Promise<void> | void;
  /** The previous page; leave out on the first. */
  onPrevious?: () => void;
  /** The next page; leave out on the last. */
  onNext?: () => void;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

const Count = styled.p`
  margin: 0;
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
  padding-block-end: ${vars.space['3']};
  border-block-end: 1px solid ${vars.color.border.default};
`;

const Home = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  overflow-wrap: anywhere;

  & a {
    color: ${vars.color.text.link};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const Facts = styled.span`
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.sm};
`;

const Pages = styled.div`
  display: flex;
  gap: ${vars.space['2']};
`;

/**
 * A saved search's current matches in the back office, one page at a time: each home with its
 * facts and "Send to this visitor", or "Sent" when the search already had it. No fetching: the
 * page, the paging and the sending come in as props.
 */
export function SavedSearchMatches({
  matches,
  total,
  offset = 0,
  onSend,
  onPrevious,
  onNext,
  className,
}: SavedSearchMatchesProps) {
  const [sending, setSending] = useState<string>();

  async function send(match: SavedSearchMatch) {
    setSending(match.id);
    try {
      await onSend(match);
    } finally {
      setSending(undefined);
    }
  }

  if (total === 0)
    return (
      <Root className={className}>
        <Count>No listing matches this search now.</Count>
      </Root>
    );
  return (
    <Root className={className}>
      <Count>
        {total === 1
          ? '1 listing matches now'
          : `${offset + 1}-${offset + matches.length} of ${total} listings that match now`}
      </Count>
      <List aria-label="Current matches">
        {matches.map((match) => (
          <Item key={match.id}>
            <Home>
              <a href={match.href}>{match.address}</a>
              {match.facts && <Facts>{match.facts}</Facts>}
            </Home>
            {match.sent ? (
              <Badge tone="success">Sent</Badge>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Send to this visitor: ${match.address}`}
                loading={sending === match.id}
                loadingText="Sending..."
                disabled={sending !== undefined && sending !== match.id}
                onClick={() => void send(match)}
              >
                Send to this visitor
              </Button>
            )}
          </Item>
        ))}
      </List>
      {(onPrevious || onNext) && (
        <Pages>
          <Button size="sm" variant="ghost" disabled={!onPrevious} onClick={onPrevious}>
            Previous
          </Button>
          <Button size="sm" variant="ghost" disabled={!onNext} onClick={onNext}>
            Next
          </Button>
        </Pages>
      )}
    </Root>
  );
}
