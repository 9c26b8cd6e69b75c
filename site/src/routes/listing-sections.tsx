// A listing page's copy computed from the listing. The page adopts its prerendered HTML as static
// islands (app/deferred.tsx), so a visitor landing on a listing downloads none of this; it loads
// when the app navigates to a listing.
import {
  calendarHref,
  comingOpenHouses,
  openHouseCalendar,
  openHouseText,
  PARTY_SIZE_OPTIONS,
  type Listing,
} from '@agent-sites/schemas';
import {
  Button,
  ButtonLink,
  Card,
  Checkbox,
  citySlug,
  Field,
  fullAddress,
  Heading,
  PaymentEstimate,
  Select,
  Stack,
  Text,
  TextInput,
} from '@agent-sites/ui';
import { agent } from '@agent-sites/site-engine/config/agent.ts';
import { absoluteUrl } from '@agent-sites/site-engine/config/site.ts';
import { webPost } from '@agent-sites/site-engine/features/leads/web-post.ts';
import { neighborhood } from '../content/pages/listing-detail.ts';
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
  if (coming.length === 0) return null;
  const path = `/listing/${listing.slug}`;
  const location = fullAddress(listing);
  const host = new URL(absoluteUrl('/')).hostname;
  const post = webPost('open_house', { page: path, listingSlug: listing.slug });
  const texts = coming.map((openHouse) => openHouseText(openHouse, agent.timeZone));
  return (
    <Card as="section" variant="outlined" padding="md" aria-labelledby="open-houses" id="open-house">
      <Stack gap="4">
        <Heading level={2} size="md" id="open-houses">
          {openHouseCopy.heading}
        </Heading>
        <Text>{openHouseCopy.intro}</Text>
        <Stack as="ul" gap="3" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {coming.map((openHouse, index) => (
            <li key={openHouse.id} data-open-house={openHouse.startsAt}>
              <Stack gap="2">
                <Text weight="semibold">{texts[index]}</Text>
                {openHouse.note && <Text tone="muted">{openHouse.note}</Text>}
                <div>
                  <ButtonLink
                    href={calendarHref(
                      openHouseCalendar({
                        openHouse,
                        summary: `Open house: ${listing.address}`,
                        location,
                        url: absoluteUrl(path),
                        host,
                      }),
                    )}
                    download={`open-house-${listing.slug}-${openHouse.startsAt.slice(0, 10)}.ics`}
                    variant="secondary"
                    size="sm"
                    iconStart="calendar"
                    aria-label={`Add to calendar: ${texts[index]}`}
                  >
                    Add to calendar
                  </ButtonLink>
                </div>
              </Stack>
            </li>
          ))}
        </Stack>
        <form method="post" action={post.action} aria-labelledby="open-house-rsvp">
          <Stack gap="4">
            <Heading level={3} size="sm" id="open-house-rsvp">
              {openHouseCopy.rsvpHeading}
            </Heading>
            {Object.entries(post.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {coming.length === 1 ? (
              <input type="hidden" name="openHouse" value={coming[0]!.startsAt} />
            ) : (
              <Field label="Which open house?" required>
                <Select
                  name="openHouse"
                  options={coming.map((openHouse, index) => ({
                    value: openHouse.startsAt,
                    label: texts[index]!,
                  }))}
                  defaultValue={coming[0]!.startsAt}
                />
              </Field>
            )}
            <Field label="How many are coming?" required>
              <Select name="partySize" options={PARTY_SIZE_OPTIONS} defaultValue="1" />
            </Field>
            <Field label="Your name" required>
              <TextInput name="name" autoComplete="name" />
            </Field>
            <Field label="Email" required>
              <TextInput name="email" type="email" autoComplete="email" />
            </Field>
            <Field label="Phone" markOptional>
              <TextInput name="phone" type="tel" autoComplete="tel" />
            </Field>
            <Checkbox name="consent" label={post.fields.consentText} required />
            <div>
              <Button type="submit" variant="accent">
                {openHouseCopy.send}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
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
