import { ButtonLink, Stack } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { deferred, staticIslands } from '@agent-sites/site-engine/app/deferred.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { featuredListings, meta } from '../content/pages/home.ts';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';

// The copy: static islands, adopted from the prerendered HTML without their code.
const island = staticIslands(() => import('./home-sections.tsx'));
const Opening = island((module) => module.Opening);
const Meet = island((module) => module.Meet);
const Reasons = island((module) => module.Reasons);

// Below the fold on every screen: the listings' data code loads when the section comes into view.
const FeaturedListings = deferred(() => import('../features/listings/FeaturedListings.tsx'));
// The page's form, or a featured card's tour request: with the listings' data code, near the form.
const Contact = deferred(() => import('../features/listings/FeaturedTour.tsx'));

function Page() {
  return (
    <>
      <Seo {...meta} path="/" />
      <Opening placeholderHeight="100vh" />
      <Meet placeholderHeight="32rem" />
      <Section tone="sunken" aria-labelledby="featured-heading">
        <Stack gap="8">
          <Intro intro={featuredListings.intro} id="featured-heading" />
          <FeaturedListings placeholderHeight="24rem" />
          <div>
            <ButtonLink href={featuredListings.allLink.href} variant="secondary" iconEnd="arrowRight">
              {featuredListings.allLink.label}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
      <Reasons placeholderHeight="100vh" />
      <Section tone="sunken" width="formCard" id="contact">
        <Contact placeholderHeight="48rem" />
      </Section>
    </>
  );
}

/**
 * The page is rendered with its featured listings (a read of three rows), shown until the listings
 * are read afresh, and the agent's results (an aggregate).
 */
export async function pageData(site: SiteData) {
  // The server's alone: the browser's build drops it, and what it imports, from the page's code.
  if (!import.meta.env.SSR) return undefined;
  if (!site.source)
    throw new Error('The home page reads its featured listings: the site data names no project');
  const [{ readFeaturedAt }, { readSiteResults }] = await Promise.all([
    import('@agent-sites/site-engine/features/listings/search-results.ts'),
    import('@agent-sites/site-engine/features/results/site-results.ts'),
  ]);
  const [featured, results] = await Promise.all([readFeaturedAt(site.source), readSiteResults(site)]);
  return { listingsVersion: site.listingsVersion, featured, results };
}

/**
 * The page renders for a featured card's tour (`?tour=<slug>`, a well-formed slug): the site's
 * server renders it with the tour request for that home when it is among the featured cards it
 * reads, so the card's link lands on it before, or without, the page's JavaScript; any other slug
 * gets the page's own form. The server's alone, as `pageData` is.
 */
export const search = import.meta.env.SSR
  ? async (params: URLSearchParams) => {
      const { tourSlugOf, withTour } = await import('@agent-sites/site-engine/features/leads/card-tour.ts');
      return withTour('', tourSlugOf(params));
    }
  : undefined;

export { Page as Component };
