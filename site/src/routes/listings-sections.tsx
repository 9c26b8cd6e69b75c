// /listings' fixed copy around the live listings. The page adopts its prerendered HTML as static
// islands (app/deferred.tsx), so a visitor landing on /listings downloads none of this; it loads
// when the app navigates to the page.
import { ButtonLink, Grid, Hero, Notice, PageLinks, Stack } from '@agent-sites/ui';
import { Intro } from '../components/Intro.tsx';
import { RentalCard } from '../components/RentalCard.tsx';
import {
  buyerBrokerNotice,
  emptyStates,
  hero,
  paging,
  renting,
  saveSearchInvite,
} from '../content/pages/listings-intro.ts';
import type { Rental } from '../features/listings/rentals.ts';

/** The page's opening. */
export function Opening() {
  return <Hero {...hero} size="compact" />;
}

/** Buyers sign a written agreement before touring (spec §2), with the article that explains it. */
export function BuyerBrokerNotice() {
  return (
    <Notice tone="info" title={buyerBrokerNotice.title}>
      {buyerBrokerNotice.text}{' '}
      <ButtonLink href={buyerBrokerNotice.link.href} variant="ghost" size="sm" iconEnd="arrowRight">
        {buyerBrokerNotice.link.label}
      </ButtonLink>
    </Notice>
  );
}

/**
 * Nothing to show: no home matches the filters, there are no listings at all, or they could not
 * be read. Links only, so it is static copy too.
 */
export function EmptyResults({ reason }: { reason: keyof typeof emptyStates }) {
  const state = emptyStates[reason];
  return (
    <Notice tone={reason === 'loadError' ? 'danger' : 'info'} title={state.title}>
      {state.text}
      {state.action && (
        <>
          {' '}
          <ButtonLink href={state.action.href} variant="ghost" size="sm" iconEnd="arrowRight">
            {state.action.label}
          </ButtonLink>
        </>
      )}
    </Notice>
  );
}

/** Under the homes for sale: the flat for rent, for a visitor who came to rent. */
export function RentingTeaser() {
  return (
    <Notice tone="info" title={renting.teaser.title}>
      {renting.teaser.text}{' '}
      {renting.teaser.links.map((link) => (
        <ButtonLink key={link.href} href={link.href} variant="ghost" size="sm" iconEnd="arrowRight">
          {link.label}
        </ButtonLink>
      ))}
    </Notice>
  );
}

/** The homes for rent that match, in their own section (links only, so it stays static). */
export function RentalResults({ rentals }: { rentals: readonly Rental[] }) {
  return (
    <Stack as="section" gap="6" aria-labelledby="section-rent">
      <Intro intro={renting.section} id="section-rent" />
      <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
        {rentals.map((rental) => (
          <li key={rental.slug}>
            <RentalCard rental={rental} />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}

export interface SectionPagesProps {
  /** The section's heading, which names its links for screen readers. */
  section: string;
  previousHref?: string;
  nextHref?: string;
  /** The way back to every section, on a section's own page. */
  everyHref?: string;
}

/** Under a section's cards: its previous and next pages, links only, so it stays static too. */
export function SectionPages({ section, previousHref, nextHref, everyHref }: SectionPagesProps) {
  return (
    <PageLinks
      label={paging.label(section)}
      previousHref={previousHref}
      nextHref={nextHref}
      previousLabel={paging.previous}
      nextLabel={paging.next}
    >
      {everyHref && (
        <ButtonLink href={everyHref} variant="ghost">
          {paging.everySection}
        </ButtonLink>
      )}
    </PageLinks>
  );
}

/** Under the bar: a link to the form that saves the search (links only, so it stays static). */
export function SaveSearchInvite() {
  return (
    <Notice tone="info">
      {saveSearchInvite.text}{' '}
      <ButtonLink href="#save-search" variant="ghost" size="sm" iconEnd="arrowRight">
        {saveSearchInvite.link}
      </ButtonLink>
    </Notice>
  );
}
