import { tourDays } from '@agent-sites/schemas';
import { TourRequestForm, type TourRequestFormProps } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { agent } from '../../config/agent.ts';
import { fallbackContact } from './fallback-contact.tsx';
import { useReplyPromise } from './reply-promise.ts';
import { submitLead, type PageHome } from './submit.ts';
import { webPost } from './web-post.ts';

export type TourRequestProps = Omit<
  TourRequestFormProps,
  'onSubmit' | 'fallbackContact' | 'days' | 'timeZone'
> & {
  /** The listing to tour, on a listing's page. */
  listingSlug?: string;
  /** A home that is not a listing (the rental flat), as its page shows it, for the agent's email. */
  home?: PageHome;
};

/**
 * The tour request form, sending a lead of kind `tour`. A page rendered ahead of time offers no
 * day (its "Today" would be the build's); the browser renders the form afresh when its code comes
 * (the island's swap, never a hydration: docs/decisions/014-hydration.md), with the visit's days.
 */
export default function TourRequest({ listingSlug, home, ...props }: TourRequestProps) {
  const { pathname } = useLocation();
  const reply = useReplyPromise();
  return (
    <TourRequestForm
      successText={reply.successText}
      {...props}
      timeZone={agent.timeZone}
      days={import.meta.env.SSR ? [] : tourDays(new Date(), agent.timeZone)}
      fallbackContact={fallbackContact}
      // A named choice of home sends the chosen one itself.
      post={webPost('tour', {
        page: pathname,
        listingSlug: props.homeChoice?.name ? undefined : listingSlug,
      })}
      onSubmit={(values, meta) =>
        submitLead('tour', values, { page: pathname, listingSlug, home }, meta, reply.keep)
      }
    />
  );
}
