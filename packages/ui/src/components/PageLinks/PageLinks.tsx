import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { ButtonLink } from '../Button';

export interface PageLinksProps {
  /** What the links page through, for screen readers (e.g. "Current Listings pages"). */
  label: string;
  /** The previous page's address; none on the first page. */
  previousHref?: string;
  /** The next page's address; none on the last page. */
  nextHref?: string;
  /** @default 'Previous page' */
  previousLabel?: string;
  /** @default 'Next page' */
  nextLabel?: string;
  /** Another way out beside them (e.g. a link back to every section). */
  children?: ReactNode;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};
`;

/** Pushes the next page's link to the far end, where reading goes on. */
const End = styled.span`
  margin-inline-start: auto;
`;

/**
 * Links to a list's previous and next pages: real links, so paging works without JavaScript and
 * for a search engine, and the page that renders them decides what a page is. Nothing is rendered
 * when there is nowhere to go.
 */
export function PageLinks({
  label,
  previousHref,
  nextHref,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  children,
}: PageLinksProps) {
  if (!previousHref && !nextHref && !children) return null;
  return (
    <Nav aria-label={label}>
      {previousHref && (
        <ButtonLink href={previousHref} variant="secondary" iconStart="arrowLeft" rel="prev">
          {previousLabel}
        </ButtonLink>
      )}
      {children}
      {nextHref && (
        <End>
          <ButtonLink href={nextHref} variant="secondary" iconEnd="arrowRight" rel="next">
            {nextLabel}
          </ButtonLink>
        </End>
      )}
    </Nav>
  );
}
