import { SubmitError } from '@agent-sites/ui';
import { agent } from '../../config/agent.ts';

/** Which form a lead came from; the backend stores it with the lead. */
export type LeadKind = 'inquiry' | 'review' | 'partnership' | 'subscribe' | 'guide';

export interface LeadContext {
  /** The page the visitor sent it from. */
  page: string;
  /** The listing the visitor asked about, on a listing page. */
  listingSlug?: string;
  /** The inquiry form's variant, e.g. `seller` for a valuation request. */
  variant?: string;
}

const FALLBACK = `Your message could not be sent just now. Please try again in a moment, or call ${agent.phone.display}.`;

interface FunctionErrorBody {
  error?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * Sends a form to the backend's lead function. Resolves once the lead is stored; otherwise throws
 * a `SubmitError` carrying the server's message and any per-field errors, which the form shows
 * next to the fields while keeping what the visitor typed.
 */
export async function submitLead(kind: LeadKind, values: object, context: LeadContext): Promise<void> {
  const { supabase } = await import('../../lib/supabase.ts');
  const name = kind === 'guide' ? 'send-guide-email' : 'submit-lead';
  const { error } = await supabase().functions.invoke(name, {
    body: { kind, values, ...context },
  });
  if (!error) return;
  let body: FunctionErrorBody = {};
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    body = (await response.json().catch(() => ({}))) as FunctionErrorBody;
  }
  throw new SubmitError(body.message ?? body.error ?? FALLBACK, body.fieldErrors ?? {});
}
