import { formatNumber } from '@agent-sites/schemas';
import { forwardRef, useCallback, useEffect, useId, useRef, useState, type ForwardedRef } from 'react';
import type { LinkComponent } from '../../internal/link';
import { STATUS_RULES, fullAddress, type ListingSummary } from '../../rules/listing';
import { ButtonLink } from '../Button';
import { Card } from '../Card';
import { Icon } from '../Icon';
import { PriceText } from '../PriceText';
import { StatusBadge } from '../StatusBadge';
import { Heading } from '../Typography';
import { PLACEHOLDER_PHOTO_SRC } from '../../theme/placeholder-photo';
import {
  Actions,
  AddressLine,
  BadgeSlot,
  Body,
  Courtesy,
  Description,
  Facts,
  Media,
  OpenHouseLine,
} from './ListingCard.styles';

export interface ListingCardProps {
  /** The listing to show. */
  listing: ListingSummary;
  /** Where "View Details" goes, e.g. `/listing/412-w-lincoln-ave`. */
  href: string;
  /** Where the second button ("Schedule Tour", "Get Notified", "Get Updates") goes. @default '#contact' */
  actionHref?: string;
  /** The site's link component for in-site paths; defaults to the one from `LinkProvider`. */
  linkComponent?: LinkComponent;
  /**
   * Called once when the photo fails to load, to get a copy of it from elsewhere (the site asks
   * its mirror-image function). Resolve to the copy's URL, or `null` when there is none; a `null`,
   * a rejection or a copy that fails too shows `placeholderSrc`. Without it, a failed photo shows
   * the placeholder at once.
   */
  resolveFallbackImage?: (listing: ListingSummary) => Promise<string | null>;
  /**
   * The image shown when there is no photo or every copy failed (spec §4). The default is the
   * library's own drawing, a file the site's bundler emits; a site rendered on a server passes one
   * (see `PLACEHOLDER_PHOTO_SRC`).
   * @default PLACEHOLDER_PHOTO_SRC
   */
  placeholderSrc?: string;
  /** The level of the title in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** `eager` for cards in the first screenful, `lazy` below it. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
  /**
   * How wide the photo is drawn, for picking from `listing.imageSrcSet`.
   * @default '(min-width: 64em) 24rem, (min-width: 40em) 50vw, 100vw'
   */
  imageSizes?: string;
  /**
   * The next open house as the site words it on the agent's clock ("Sat, Dec 5, 1 – 3 PM"); the card
   * shows "Open house" and it. Nothing is shown without one.
   */
  openHouse?: string;
  /**
   * The name of the office the MLS lists the home under, for a listing that is not the agent's own:
   * the card credits it ("Listing courtesy of …"), as MLSs' display rules ask. Nothing is shown
   * without one.
   */
  listingOffice?: string;
  /** Reaches the card's root, the `article`. */
  className?: string;
}

/** "3 beds", "1.5 baths", "1,460 sq ft"; a fact the listing lacks is left out. */
function factsOf({ bedrooms, bathrooms, squareFeet }: ListingSummary) {
  const facts: { icon: 'bed' | 'bath' | 'ruler'; text: string }[] = [];
  if (bedrooms != null)
    facts.push({ icon: 'bed', text: `${formatNumber(bedrooms, 2)} ${bedrooms === 1 ? 'bed' : 'beds'}` });
  if (bathrooms != null)
    facts.push({ icon: 'bath', text: `${formatNumber(bathrooms, 2)} ${bathrooms === 1 ? 'bath' : 'baths'}` });
  if (squareFeet != null) facts.push({ icon: 'ruler', text: `${formatNumber(squareFeet, 2)} sq ft` });
  return facts;
}

/** A listing on the listings page or the home page: photo, status, price, facts and two links. */
export const ListingCard = forwardRef<HTMLElement, ListingCardProps>(function ListingCard(
  {
    listing,
    href,
    actionHref = '#contact',
    linkComponent,
    resolveFallbackImage,
    placeholderSrc = PLACEHOLDER_PHOTO_SRC,
    headingLevel = 3,
    imageLoading = 'lazy',
    imageSizes = '(min-width: 64em) 24rem, (min-width: 40em) 50vw, 100vw',
    openHouse,
    listingOffice,
    className,
  },
  ref,
) {
  const titleId = useId();
  const action = STATUS_RULES[listing.status].cardAction;
  const facts = factsOf(listing);

  return (
    <Card
      ref={ref as ForwardedRef<HTMLDivElement>}
      as="article"
      padding="none"
      className={className}
      data-status={listing.status}
      aria-labelledby={titleId}
    >
      <ListingPhoto
        // A new photo URL starts the fallback chain afresh.
        key={`${listing.slug} ${listing.imageUrl ?? ''}`}
        listing={listing}
        resolveFallbackImage={resolveFallbackImage}
        placeholderSrc={placeholderSrc}
        loading={imageLoading}
        sizes={imageSizes}
      />
      <Body>
        <Heading level={headingLevel} size="sm" id={titleId}>
          {listing.title}
        </Heading>
        <PriceText listing={listing} size="md" data-price="" />
        <AddressLine>
          <Icon name="mapPin" size="1em" />
          <span>{fullAddress(listing)}</span>
        </AddressLine>
        {facts.length > 0 && (
          <Facts>
            {facts.map(({ icon, text }) => (
              <li key={icon}>
                <Icon name={icon} size="1.1em" />
                {text}
              </li>
            ))}
          </Facts>
        )}
        {openHouse && (
          <OpenHouseLine data-open-house="">
            <Icon name="calendar" size="1.1em" />
            <span>
              <strong>Open house</strong> {openHouse}
            </span>
          </OpenHouseLine>
        )}
        <Description>{listing.description}</Description>
        {listingOffice && <Courtesy>{`Listing courtesy of ${listingOffice}`}</Courtesy>}
        <Actions>
          <ButtonLink href={href} linkComponent={linkComponent} aria-describedby={titleId} size="sm">
            View Details
          </ButtonLink>
          {action && (
            <ButtonLink
              href={actionHref}
              linkComponent={linkComponent}
              aria-describedby={titleId}
              variant="secondary"
              size="sm"
            >
              {action}
            </ButtonLink>
          )}
        </Actions>
      </Body>
    </Card>
  );
});

type PhotoStage = 'primary' | 'resolving' | 'mirror' | 'placeholder' | 'failed';

interface ListingPhotoProps {
  listing: ListingSummary;
  resolveFallbackImage: ListingCardProps['resolveFallbackImage'];
  placeholderSrc: string;
  loading: 'lazy' | 'eager';
  sizes: string;
}

/**
 * The photo with the fallback chain of spec §4: the listing's photo, then one mirrored copy,
 * then the placeholder. Each step happens at most once, so a broken placeholder cannot loop.
 */
function ListingPhoto({ listing, resolveFallbackImage, placeholderSrc, loading, sizes }: ListingPhotoProps) {
  const [photo, setPhoto] = useState<{ stage: PhotoStage; src: string }>(() =>
    listing.imageUrl
      ? { stage: 'primary', src: listing.imageUrl }
      : { stage: 'placeholder', src: placeholderSrc },
  );
  const imageRef = useRef<HTMLImageElement>(null);
  const fallbackRequested = useRef(false);

  const fail = useCallback(
    (stage: PhotoStage, failedSrc: string) => {
      const placeholder = { stage: 'placeholder' as const, src: placeholderSrc };
      if (stage === 'primary') {
        if (fallbackRequested.current) return;
        fallbackRequested.current = true;
        if (!resolveFallbackImage) {
          setPhoto(placeholder);
          return;
        }
        setPhoto({ stage: 'resolving', src: failedSrc });
        // Wrapped so a resolver that throws instead of rejecting still ends on the placeholder.
        Promise.resolve()
          .then(() => resolveFallbackImage(listing))
          .then(
            (url) =>
              setPhoto(
                url && url !== failedSrc && url !== placeholderSrc
                  ? { stage: 'mirror', src: url }
                  : placeholder,
              ),
            () => setPhoto(placeholder),
          );
      } else if (stage === 'mirror') {
        setPhoto(placeholder);
      } else if (stage === 'placeholder') {
        setPhoto({ stage: 'failed', src: failedSrc });
      }
    },
    [listing, resolveFallbackImage, placeholderSrc],
  );

  // A server-rendered photo can fail before React attaches `onError`; catch that on mount.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== '') {
      fail(photo.stage, photo.src);
    }
    // Only the first render's image can have failed unseen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPlaceholder = photo.stage === 'placeholder' || photo.stage === 'failed';
  const place = `${listing.address}, ${listing.city}`;
  return (
    <Media data-image-state={photo.stage}>
      <img
        ref={imageRef}
        // Only the listing's own photo has sizes to choose from; a copy or the placeholder has one.
        sizes={photo.stage === 'primary' && listing.imageSrcSet ? sizes : undefined}
        srcSet={photo.stage === 'primary' ? listing.imageSrcSet : undefined}
        src={photo.src}
        alt={onPlaceholder ? `Photo coming soon: ${listing.title}, ${place}` : `${listing.title}, ${place}`}
        width={1200}
        height={800}
        loading={loading}
        decoding="async"
        onError={() => fail(photo.stage, photo.src)}
      />
      <BadgeSlot>
        <StatusBadge status={listing.status} />
      </BadgeSlot>
    </Media>
  );
}
