import { CONSENTING_LEAD_KINDS, FORM_TEXT, type LeadKind } from '@agent-sites/schemas';
import { SubmitError, type SubmitMeta } from '@agent-sites/ui';
import { msSincePageShown } from '../../app/page-clock.ts';
import type { LeadReply } from './reply-promise.ts';

export type { LeadKind };

export interface LeadContext {
  /** The page the visitor sent it from. */
  page: string;
  /** The listing the visitor asked about, on a listing page. */
  listingSlug?: string;
  /** The inquiry form's variant, e.g. `buyer` on the buyers page. */
  variant?: string;
  /** A home the page is about that is not a listing (the rental flat), as the page shows it. */
  home?: PageHome;
}

/** A home as its page shows it, for the agent's email (supabase/functions/_shared/lead-submission.ts). */
export interface PageHome {
  address: string;
  /** "$950 per month". */
  price?: string;
}

/** A function's refusal: `{ error: { code, message, fieldErrors? } }` (supabase/functions/_shared/http.ts). */
interface FunctionErrorBody {
  error?: { code?: string; message?: string; fieldErrors?: Record<string, string> };
}

/**
 * Sends a form to the backend's lead function (`submit-lead`, or `send-guide-email` for the
 * guide). Resolves once the lead is stored, after handing `onReply` the reply the agent promised
 * it (null when none is owed); otherwise throws a `SubmitError` carrying the
 * function's message, if any, and its per-field errors, which the form shows next to the fields while
 * keeping what the visitor typed.
 *
 * Beside the values go the signals the function's spam checks read (the honeypot, and how long
 * the page had been open) and, for an inquiry, the exact consent text the visitor agreed to,
 * which the consent record keeps (the inquiry, tour and valuation forms).
 */
export async function submitLead(
  kind: LeadKind,
  values: object,
  context: LeadContext,
  meta: SubmitMeta,
  onReply?: (reply: LeadReply | null) => void,
): Promise<void> {
  const data = await sendForm<{ reply?: LeadReply | null }>(
    kind === 'guide' ? 'send-guide-email' : 'submit-lead',
    {
      kind,
      values,
      ...context,
      consentText: CONSENTING_LEAD_KINDS.includes(kind) ? FORM_TEXT.consentLabel : undefined,
      elapsedMs: msSincePageShown(),
      website: meta.honeypot,
    },
  );
  onReply?.(data?.reply ?? null);
}

/**
 * Sends a form's `body` to the backend function `name`, resolving with its answer; otherwise throws
 * a `SubmitError` carrying the function's message, if any, and its per-field errors.
 */
export async function sendForm<T>(name: string, body: object): Promise<T | null> {
  const { supabase } = await import('../../lib/supabase.ts');
  const { data, error } = await supabase().functions.invoke<T>(name, { body });
  if (!error) return data;
  let answer: FunctionErrorBody = {};
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    answer = (await response.json().catch(() => ({}))) as FunctionErrorBody;
  }
  // Without a message from the function (the network failed, or something unexpected answered),
  // the form says it in its own words: the guide's failure toast, the inquiry's "try again or call".
  throw new SubmitError(answer.error?.message ?? '', answer.error?.fieldErrors ?? {});
}
