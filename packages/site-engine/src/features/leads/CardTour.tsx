import type { Listing } from '@agent-sites/schemas';
import { ButtonLink, STATUS_RULES, fullAddress } from '@agent-sites/ui';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageData } from '../../app/page-data.tsx';
import type { DeferredProps } from '../../app/deferred.tsx';
import type { ContactFormProps } from './ContactForm.tsx';
import { tourSlugOf, tourable, withTour } from './card-tour.ts';
import { ContactForm, TourRequest } from './index.ts';

export interface CardTourProps {
  /** The page's homes; those a card offers to tour are the ones to choose among. */
  homes: readonly Listing[] | undefined;
  /** The page's own form, shown unless a card asked for a tour. */
  contactForm: ContactFormProps & DeferredProps;
  /** The tour request's line under its heading. */
  tourDescription: string;
  /** The link from the tour request back to the page's own form, e.g. "Ask me something else". */
  otherQuestion: string;
}

/**
 * The page's `#contact` form: its own (the spec's), or, when a listing card's "Schedule Tour"
 * named a home (`?tour=<slug>#contact`, `card-tour.ts`), a tour request for that home, with the
 * page's other homes to choose from and a link back to the page's own form.
 */
export function CardTour({ homes, contactForm, tourDescription, otherQuestion }: CardTourProps) {
  const search = useShownSearch();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const choices = tourable(homes ?? []);
  const chosen = choices.find((home) => home.slug === tourSlugOf(search));
  if (!chosen) return <ContactForm {...contactForm} />;

  const rule = STATUS_RULES[chosen.status];
  const others = withTour(search, undefined);
  return (
    <TourRequest
      title={rule.formTitle}
      description={
        <>
          {tourDescription}{' '}
          <ButtonLink
            href={`${pathname}${others ? `?${others}` : ''}#contact`}
            variant="ghost"
            size="sm"
            iconEnd="arrowRight"
          >
            {otherQuestion}
          </ButtonLink>
        </>
      }
      listingSlug={chosen.slug}
      homeChoice={{
        options: choices.map((home) => ({ value: home.slug, label: fullAddress(home) })),
        value: chosen.slug,
        // Without JavaScript the form sends the home chosen in the select.
        name: 'listingSlug',
        // Kept in the address, in place: Back leaves the page, and the page stays where it is.
        onChange: (slug) =>
          void navigate(
            { search: `?${withTour(search, slug)}`, hash },
            { replace: true, preventScrollReset: true },
          ),
      }}
      placeholderHeight="60rem"
    />
  );
}

/**
 * The page's URL query, except while the page hydrates: then the one its HTML was rendered for
 * (the site's server renders a card's tour; the page's own file, on a static host or a busy
 * server, has none), so hydration renders what the HTML shows and the URL's tour follows.
 */
function useShownSearch(): string {
  const rendered = usePageData()?.search ?? '';
  const [params] = useSearchParams();
  const current = params.toString();
  const differs = tourSlugOf(rendered) !== tourSlugOf(current);
  const hydrating = useSyncExternalStore(
    noSubscription,
    isNotHydrating,
    differs ? isHydrating : isNotHydrating,
  );
  return hydrating ? rendered : current;
}

const noSubscription = () => () => undefined;
const isNotHydrating = () => false;
const isHydrating = () => true;
