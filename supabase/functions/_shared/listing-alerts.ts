// Coming-soon alerts: the database records one pending alert per listing and address when a
// coming-soon listing becomes current (see 20250701090400_listing_alerts.sql); this renders each
// into a "now available" email and puts it in the outbox, exactly once (public.queue_listing_alerts).
import { askingPriceText } from '@agent-sites/schemas';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadConfig } from './config.ts';
import {
  button,
  escapeHtml,
  layout,
  link,
  paragraph,
  signatureHtml,
  signatureText,
  STYLE,
  table,
  textTable,
} from './email-layout.ts';
import { unsubscribeHeaders } from './lead-emails.ts';
import type { EmailPayload } from './outbox.ts';

export interface PendingAlert {
  id: string;
  email: string;
  stop_token: string;
  visitor_name: string;
  listing_slug: string;
  listing_title: string;
  listing_address: string;
  listing_city: string;
  listing_price: number | null;
}

export function listingAvailableEmail(alert: PendingAlert, config: LeadConfig): EmailPayload {
  const { agent, siteUrl } = config;
  const listingUrl = `${siteUrl}/listing/${alert.listing_slug}`;
  const stopUrl = `${config.functionsUrl}/subscription?action=stop-alerts&token=${alert.stop_token}`;
  const subject = `Now available: ${alert.listing_address}, ${alert.listing_city}`;
  const intro = `${alert.listing_title} at ${alert.listing_address}, ${alert.listing_city}, which you asked about while it was coming soon, is now on the market.`;
  const rows: [string, string][] = [
    ['Home', `${alert.listing_title}\n${alert.listing_address}, ${alert.listing_city}`],
    ['Price', askingPriceText(alert.listing_price)],
  ];
  const footer = `You receive this one email because you asked to be told when this home became available.`;
  const html = layout({
    title: subject,
    preheader: intro,
    body: [
      // Not the name from the inquiry: the address it was sent with may not be that person's.
      paragraph('Hello,'),
      paragraph(intro),
      table(rows),
      button(listingUrl, 'See the listing and book a tour'),
      paragraph(`Reply to this email or call me to see it first.`),
      signatureHtml(agent, siteUrl),
    ].join('\n'),
    footer: `<p style="${STYLE.muted}">${escapeHtml(footer)} ${link(stopUrl, 'No more listing alerts')}</p>`,
  });
  const text = [
    'Hello,',
    '',
    intro,
    '',
    textTable(rows),
    '',
    `See the listing and book a tour: ${listingUrl}`,
    '',
    signatureText(agent, siteUrl),
    '',
    `${footer} No more listing alerts: ${stopUrl}`,
  ].join('\n');
  return { to: alert.email, replyTo: agent.email, subject, html, text, headers: unsubscribeHeaders(stopUrl) };
}

/** Renders every pending alert into the outbox; answers how many were queued. */
export async function queueListingAlerts(admin: SupabaseClient, config: LeadConfig): Promise<number> {
  const pending = await admin.rpc('pending_listing_alerts', { max_rows: 100 });
  if (pending.error) throw new Error(pending.error.message);
  const alerts = (pending.data ?? []) as PendingAlert[];
  if (alerts.length === 0) return 0;
  const messages = alerts.map((alert) => ({
    alert_id: alert.id,
    payload: listingAvailableEmail(alert, config),
  }));
  const queued = await admin.rpc('queue_listing_alerts', { messages });
  if (queued.error) throw new Error(queued.error.message);
  return queued.data as number;
}
