import { useState } from 'react';
import { formCopy } from 'virtual:agent-site/forms';

/**
 * What the submission function promised a lead (decision 041): "within 15 minutes" in the agent's
 * working hours, "after 8 AM" or "tomorrow after 8 AM" outside them, and when the reply is due.
 * `null` for a kind that is owed no reply.
 */
export interface LeadReply {
  text: string;
  inHours: boolean;
  /** ISO time. */
  by: string;
}

/**
 * The thanks a form shows once sent: the site's `success` (the spec's "within 15 minutes") in
 * working hours, the server's promise in the site's `successAfterHours` words outside them.
 */
export function successFor(reply: LeadReply | null | undefined): string | undefined {
  if (!reply || reply.inHours || !formCopy.successAfterHours) return formCopy.success;
  return formCopy.successAfterHours(reply.text);
}

/**
 * The thanks to show and the function that keeps the server's answer: call `keep` with what
 * `submitLead` resolved before the form shows its thanks.
 */
export function useReplyPromise(): {
  successText: string | undefined;
  keep: (reply: LeadReply | null) => void;
} {
  const [reply, setReply] = useState<LeadReply | null>(null);
  return { successText: successFor(reply), keep: setReply };
}
