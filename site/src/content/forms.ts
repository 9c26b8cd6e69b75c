import type { FormCopy } from '@agent-sites/site-engine/site-definition';

/**
 * This agent's words in the library's lead forms: the promise after a send (the spec's text) and
 * the examples in the fields, which name the places the agent serves. The engine's lead forms
 * pass them (`virtual:agent-site/forms`, vite.config.ts); the library's own defaults name no agent
 * (decision 034).
 */
export const formCopy = {
  /** What an inquiry, tour or valuation request says once it is delivered (spec §5). */
  success: "Thank you! I'll respond within 15 minutes. Check your email for next steps.",
  /** The same outside my working hours, with the server's promise ("after 8 AM"). */
  successAfterHours: (when: string) => `Thank you! I'll respond ${when}. Check your email for next steps.`,
  /** The inquiry's area field, buyers' variants. */
  areaPlaceholder: 'e.g. Royal Oak, Birmingham, Ferndale, Grosse Pointe',
  /** The seller variant's area field: the home's address. */
  sellerAreaPlaceholder: 'e.g. 1520 Maple Rd, Birmingham or Ferndale',
  /** The valuation request's city field. */
  cityPlaceholder: 'e.g. Ferndale',
  /** The review form's location field. */
  reviewLocationPlaceholder: 'e.g. Royal Oak, MI',
  /** The relocation guide's dialog. */
  guide: {
    triggerLabel: 'Get the Free Michigan-to-Florida Guide',
    title: 'Get Your Free Michigan-to-Florida Guide',
    messagePlaceholder: "e.g. We're thinking of wintering in Naples and keeping our place in Grosse Pointe.",
  },
  /**
   * The selling reason this site's form offered before the shared list became neutral: leads keep
   * the value the visitor chose, so the back office reads old ones as they were sent (decision 034).
   */
  retiredOptions: { reason: [{ value: 'florida', label: 'Moving to Florida' }] },
} as const satisfies FormCopy;
