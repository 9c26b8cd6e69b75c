import { Badge, ButtonLink, Card, Heading, Stack, Text, formatPrice } from '@agent-sites/ui';
import type { Rental } from '../features/listings/rentals.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "2 beds · 1 bath · 900 sq ft": what the flat has, as the listing cards say it. */
function sizeOf({ bedrooms, bathrooms, squareFeet }: Rental): string {
  return [
    bedrooms != null && `${number.format(bedrooms)} ${bedrooms === 1 ? 'bed' : 'beds'}`,
    bathrooms != null && `${number.format(bathrooms)} ${bathrooms === 1 ? 'bath' : 'baths'}`,
    squareFeet != null && `${number.format(squareFeet)} sq ft`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A home for rent on /listings: "For Rent", its monthly rent, address, size and the terms renters
 * ask first, with its page ("View Details") and its tour form ("Schedule Tour").
 */
export function RentalCard({ rental }: { rental: Rental }) {
  const titleId = `rental-${rental.slug}`;
  return (
    <Card as="article" aria-labelledby={titleId} style={{ height: '100%' }}>
      <Stack gap="3" align="start" style={{ flex: 1 }}>
        <Badge tone="accent" icon="key">
          For Rent
        </Badge>
        <Heading level={3} size="sm" id={titleId}>
          {rental.title}
        </Heading>
        <Text size="lg" weight="bold">
          {rental.price != null && formatPrice(rental.price)}{' '}
          <Text as="span" tone="muted" weight="regular">
            a month
          </Text>
        </Text>
        <Text size="sm" tone="muted">
          {rental.address}
        </Text>
        <Text size="sm">{sizeOf(rental)}</Text>
        <Text size="sm" tone="muted" style={{ flex: 1 }}>
          {rental.highlights.join(' · ')}
        </Text>
        <Stack direction="row" gap="3">
          <ButtonLink href={rental.href} size="sm" aria-describedby={titleId}>
            View Details
          </ButtonLink>
          <ButtonLink href={rental.tourHref} size="sm" variant="secondary" aria-describedby={titleId}>
            Schedule Tour
          </ButtonLink>
        </Stack>
      </Stack>
    </Card>
  );
}
