import { CONSENTING_LEAD_KINDS, FORM_TEXT, type LeadKind } from '@agent-sites/schemas';
import type { WebFormPost } from '@agent-sites/ui';
import { env } from '../../config/env.ts';
import type { LeadContext } from './submit.ts';

/**
 * Where a lead form posts when JavaScript is off, and the hidden fields the function reads beside
 * the values: the same envelope `submitLead` sends as JSON, as a web form
 * (docs/decisions/046-forms-without-javascript.md). The function answers with a page. A page's
 * home (the rental flat) is not sent: the form's notes name it.
 */
export function webPost(
  kind: LeadKind,
  { page, listingSlug, variant }: LeadContext,
): WebFormPost & { fields: Record<string, string> } {
  const fields: Record<string, string> = { kind, page };
  if (listingSlug) fields.listingSlug = listingSlug;
  if (variant) fields.variant = variant;
  if (CONSENTING_LEAD_KINDS.includes(kind)) fields.consentText = FORM_TEXT.consentLabel;
  // The project's functions, or the local backend on the page's own origin.
  return { action: `${env.supabaseUrl ?? ''}/functions/v1/submit-lead`, fields };
}
