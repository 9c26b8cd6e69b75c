// A listing page's copy computed from the listing. The page adopts its prerendered HTML as static
// islands (app/deferred.tsx), so a visitor landing on a listing downloads none of this; it loads
// when the app navigates to a listing.
import {
  calendarHref,
  comingOpenHouses,
  FORM_TEXT,
  openHouseCalendar,
  openHouseText,
  type Listing,
} from '@agent-sites/schemas';
import {
  ButtonLink,
  Card,
  citySlug,
  fullAddress,
  Heading,
  OpenHouseSchedule,
  PaymentEstimate,
  Stack,
  Text,
} from '@agent-sites/ui';
import { agent } from '@agent-sites/site-engine/config/agent.ts';
import { absoluteUrl } from '@agent-sites/site-engine/config/site.ts';
import { webPost } from '@agent-sites/site-engine/features/leads/web-post.ts';
import { neighborhood } from '../content/pages/listing-detail.ts';
import { mlsCredit } from '../content/pages/mls-credit.ts';
import { openHouseCopy } from '../content/pages/open-houses.ts';
import { areaPath } from '../features/areas/area-path.ts';
import { paymentAssumptionsFor, paymentEstimate } from '../content/payment.ts';

export type PaymentListing = Pick<Listing, 'slug' | 'city' | 'status' | 'propertyType' | 'price'>;

/** The monthly payment on `listing`, or nothing (docs/decisions/045-payment-estimate.md). */
export function Payment({ listing }: { listing: PaymentListing }) {
  const assumptions = paymentAssumptionsFor(listing);
  if (!assumptions || listing.price == null) return null;
  return (
    <PaymentEstimate
      price={listing.price}
      assumptions={assumptions}
      rateSource={paymentEstimate.rateSource}
      lender={paymentEstimate.lender}
    />
  );
}

/** The open houses to come on the listing's page: the block, the calendar files and the RSVP. */
export type OpenHouseListing = Pick<
  Listing,
  'slug' | 'title' | 'address' | 'city' | 'state' | 'zipCode' | 'openHouses'
>;

/**
 * The listing's coming open houses (docs/decisions/049-open-houses.md): each on the agent's clock
 * with its calendar file, then an RSVP that is a plain form posting to submit-lead, which answers
 * with a page. Prerendered and adopted as a static island, so a visitor landing here downloads no
 * code for it, and it works the same without JavaScript.
 */
export function OpenHouses({ listing }: { listing: OpenHouseListing }) {
  const coming = comingOpenHouses(listing.openHouses, 3);
  const path = `/listing/${listing.slug}`;
  const location = fullAddress(listing);
  const host = new URL(absoluteUrl('/')).hostname;
  const post = webPost('open_house', { page: path, listingSlug: listing.slug });
  return (
    <OpenHouseSchedule
      title={openHouseCopy.heading}
      intro={openHouseCopy.intro}
      rsvpTitle={openHouseCopy.rsvpHeading}
      sendLabel={openHouseCopy.send}
      openHouses={coming.map((openHouse) => ({
        value: openHouse.startsAt,
        when: openHouseText(openHouse, agent.timeZone),
        note: openHouse.note ?? undefined,
        calendar: {
          href: calendarHref(
            openHouseCalendar({
              openHouse,
              summary: `Open house: ${listing.address}`,
              location,
              url: absoluteUrl(path),
              host,
            }),
          ),
          fileName: `open-house-${listing.slug}-${openHouse.startsAt.slice(0, 10)}.ics`,
        },
      }))}
      rsvp={{ action: post.action, hiddenFields: post.fields, consentLabel: FORM_TEXT.consentLabel }}
    />
  );
}

/**
 * The listing's neighborhood: a link to its city's page (docs/decisions/050-neighbourhood-pages.md),
 * which every city of the listings has. A static island like the others here.
 */
export function Neighborhood({ city }: { city: string }) {
  return (
    <Card as="section" variant="outlined" padding="md" aria-labelledby="neighborhood">
      <Stack gap="3">
        <Heading level={2} size="md" id="neighborhood">
          {neighborhood.title(city)}
        </Heading>
        <Text>{neighborhood.description(city)}</Text>
        <div>
          <ButtonLink href={areaPath(citySlug(city))} variant="secondary" iconEnd="arrowRight">
            {neighborhood.link(city)}
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}

/** What an MLS listing's page shows of its source. */
export type MlsListing = Pick<Listing, 'mlsListingId' | 'listOfficeName' | 'listedByAgent' | 'mlsModifiedAt'>;

/**
 * A listing from the MLS feed credits its source (docs/decisions/053-idx-display.md): under its
 * details (`part="credit"`) the listing office when the home is not the agent's and the MLS number;
 * at the end (`part="disclaimer"`) the MLS's disclaimer and when the feed last changed it. A static
 * island like the others here: the words are in the prerendered page, and no code for them loads.
 */
export function MlsCredit({ listing, part }: { listing: MlsListing; part: 'credit' | 'disclaimer' }) {
  if (part === 'disclaimer') {
    return (
      <Stack gap="2" data-mls-disclaimer="">
        <Text size="sm" tone="muted">
          {mlsCredit.disclaimer}
        </Text>
        {listing.mlsModifiedAt && (
          <Text size="sm" tone="muted">
            <time dateTime={listing.mlsModifiedAt}>{mlsCredit.updated(listing.mlsModifiedAt)}</time>
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="1" data-mls-credit="">
      {!listing.listedByAgent && listing.listOfficeName && (
        <Text size="sm">{mlsCredit.courtesy(listing.listOfficeName)}</Text>
      )}
      {listing.mlsListingId && (
        <Text size="sm" tone="muted">
          {mlsCredit.number(listing.mlsListingId)}
        </Text>
      )}
    </Stack>
  );
}
