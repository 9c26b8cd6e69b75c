import { ValuationRequestForm, type ClosedSale, type ValuationRequestFormProps } from '@agent-sites/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { formCopy } from 'virtual:agent-site/forms';
import { agent } from '../../config/agent.ts';
import { isEngaged, subscribeEngagement } from '../../app/engagement.ts';
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
 * The agent's own sales (`ownSales`), read once the visitor engages with the page (the form needs
 * them only once a city is typed), so a sale the agent just closed counts at once; none until
 * then, or if the read fails (the form then gives no range, only the request).
 */
function useOwnSales(): ClosedSale[] {
  const engaged = useSyncExternalStore(subscribeEngagement, isEngaged, () => false);
  const [sales, setSales] = useState<ClosedSale[]>([]);
  useEffect(() => {
    if (!engaged) return;
    let active = true;
    Promise.all([import('../listings/city.ts'), import('../../lib/database.ts')])
      .then(([{ ownSales }, { database }]) => ownSales(database()))
      .then(
        (read) => {
          if (active) setSales(read);
        },
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [engaged]);
  return sales;
}

/**
 * The valuation request form, sending a lead of kind `valuation`. The price range it shows comes
 * from the agent's own sales (`useOwnSales`); the site gives the areas it widens through
 * (`areas`). Its confirmation offers the agent's Call and Text.
 */
export default function ValuationRequest(
  props: Omit<ValuationRequestFormProps, 'onSubmit' | 'sales' | 'contact'>,
) {
  const { pathname } = useLocation();
  const sales = useOwnSales();
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
