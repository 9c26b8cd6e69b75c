import { Hero } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { Section } from '../components/Section.tsx';
import { featuredTestimonials, hero, meta, reviewForm } from '../content/pages/reviews.ts';
import { ReviewForm } from '@agent-sites/site-engine/features/leads/index.ts';
import { ApprovedReviews } from '../features/reviews/ApprovedReviews.tsx';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { toApprovedReviews } from '@agent-sites/site-engine/features/reviews/approved-reviews.ts';

/** The page is rendered with the approved reviews, then reads them again near the viewport. */
export function pageData(site: SiteData) {
  // The server's alone (the section reads the reviews again itself, with the same module).
  if (!import.meta.env.SSR) return undefined;
  return { reviews: toApprovedReviews(site.reviews) };
}

/**
 * /reviews: five featured testimonials, the approved reviews visitors sent, and "Share Your
 * Experience".
 */
export function Component() {
  return (
    <>
      <Seo {...meta} path="/reviews" />
      <Hero {...hero} size="compact" />
      <Section aria-label="Client testimonials">
        <Testimonials items={featuredTestimonials} columns={2} />
        <ApprovedReviews />
      </Section>
      <Section tone="sunken" width="formCard">
        <ReviewForm {...reviewForm} placeholderHeight="36rem" />
      </Section>
    </>
  );
}
