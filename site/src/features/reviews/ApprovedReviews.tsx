import { Heading, Text, vars } from '@agent-sites/ui';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Testimonials } from '../../components/Testimonials.tsx';
import { usePageData } from '@agent-sites/site-engine/app/page-data.tsx';
import {
  knownApprovedReviews,
  readApprovedReviews,
} from '@agent-sites/site-engine/features/reviews/approved-reviews.ts';

/** Room above the reviews when there are any; nothing at all when there are none. */
const Box = styled.div`
  &:not(:empty) {
    margin-top: ${vars.space['12']};
  }
`;

/** The title and its line, spaced as the site's section headings (not imported: 0.8 kB more). */
const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  margin-bottom: ${vars.space['8']};
`;

/** How far below the viewport the section may still be when its fresh read starts. */
const NEAR = '400px 0px';

/**
 * The approved reviews, after the featured testimonials, newest first: rendered (and hydrated)
 * with those the page was prerendered with, then read again once the section nears the viewport,
 * so an approval since the build shows without a rebuild and the read costs nothing to a visitor
 * who never scrolls here. With no approved review there is no heading over nothing.
 */
export function ApprovedReviews() {
  const page = usePageData();
  const [reviews, setReviews] = useState(() => knownApprovedReviews() ?? page?.reviews ?? []);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let active = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        readApprovedReviews().then(
          (fresh) => {
            if (active) setReviews(fresh);
          },
          // Offline or the backend is down: the prerendered reviews stay, which is all a
          // visitor needs; nothing to tell them.
          () => undefined,
        );
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, []);

  return (
    <Box ref={box}>
      {reviews.length > 0 && (
        <section aria-labelledby="more-reviews-title">
          <Intro>
            <Heading level={2} id="more-reviews-title">
              More From Clients
            </Heading>
            <Text tone="muted">Reviews clients sent through this site, newest first.</Text>
          </Intro>
          <Testimonials items={reviews} columns={2} />
        </section>
      )}
    </Box>
  );
}
