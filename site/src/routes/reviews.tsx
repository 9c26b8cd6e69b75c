import { Hero } from '@agent-sites/ui';
import { Seo } from '../app/head.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { Section } from '../components/Section.tsx';
import { featuredTestimonials, hero, meta, reviewForm } from '../content/pages/reviews.ts';
import { ReviewForm } from '../features/leads/index.ts';
import { ApprovedReviews } from '../features/reviews/ApprovedReviews.tsx';
import {
  primeApprovedReviews,
  REVIEWS_DATA_ID,
  toApprovedReviews,
} from '../features/reviews/approved-reviews.ts';

/**
 * Before hydration: the approved reviews the page was prerendered with, from the page itself, so
 * the first render is the prerendered HTML (docs/decisions/007-prerendered-listings.md does the
 * same for a listing).
 */
export function prepare() {
  if (typeof document === 'undefined') return;
  const text = document.getElementById(REVIEWS_DATA_ID)?.textContent;
  if (text) primeApprovedReviews(toApprovedReviews(JSON.parse(text)));
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
