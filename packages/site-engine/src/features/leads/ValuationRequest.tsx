import { closedSalesOf, ValuationRequestForm, type ValuationRequestFormProps } from '@agent-sites/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { formCopy } from 'virtual:agent-site/forms';
import { agent } from '../../config/agent.ts';
import { useAllListings } from '../listings/ListingsData.tsx';
import { fallbackContact } from './fallback-contact.tsx';
import { useReplyPromise } from './reply-promise.ts';
import { submitLead } from './submit.ts';
import { webPost } from './web-post.ts';

/**
 * The agent's Call and Text on the confirmation card: the configured phone's `tel:` link, and the
 * same number as an `sms:` link.
 */
const contact = {
  name: agent.firstName,
  callHref: agent.phone.href,
  textHref: agent.phone.href.replace(/^tel:/, 'sms:'),
};

/**
 * The valuation request form, sending a lead of kind `valuation`. The price range it shows comes
 * from the agent's closed sales among the listings, read as every listings page reads them (what
 * this visit knows, then a fresh read), so a sale the agent just closed counts at once; the site
 * gives the areas it widens through (`areas`). Its confirmation offers the agent's Call and Text.
 */
export default function ValuationRequest(
  props: Omit<ValuationRequestFormProps, 'onSubmit' | 'sales' | 'contact'>,
) {
  const { pathname } = useLocation();
  const { data: listings } = useAllListings();
  const sales = useMemo(() => closedSalesOf(listings ?? []), [listings]);
  const reply = useReplyPromise();
  return (
    <ValuationRequestForm
      fallbackContact={fallbackContact}
      successText={reply.successText}
      cityPlaceholder={formCopy.cityPlaceholder}
      contact={contact}
      {...props}
      sales={sales}
      post={webPost('valuation', { page: pathname })}
      onSubmit={(values, meta) => submitLead('valuation', values, { page: pathname }, meta, reply.keep)}
    />
  );
}
