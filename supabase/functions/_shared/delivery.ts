// What a delivery of the outbox can end in besides "sent" and "try again later" (a thrown error).

/** An answer no retry will change (a refused key, a malformed request): the row fails at once. */
export class PermanentDeliveryError extends Error {}

/**
 * The mail server refused the recipient for good (a 5xx answer to RCPT TO: no such mailbox, or
 * mail to it refused). The row fails at once, and the saved searches of that address stop.
 */
export class RecipientRefused extends PermanentDeliveryError {}

/** Not sent, and rightly so: an alert held back by quiet hours, or one that must not go at all. */
export type DeliveryOutcome = { deferUntil: Date } | { skipped: string };

/** Sent: `providerRef` is what the provider answered for it (its id for the message), if anything. */
export interface Sent {
  providerRef: string | undefined;
}
