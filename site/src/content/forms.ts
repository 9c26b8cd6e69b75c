/**
 * This agent's words in the library's lead forms: the promise after a send (the spec's text) and
 * the examples in the fields, which name the places the agent serves. The wrappers in
 * `features/leads` pass them; the library's own defaults name no agent (decision 034).
 */
export const formCopy = {
  /** What an inquiry, tour or valuation request says once it is delivered (spec §5). */
  success: "Thank you! I'll respond within 15 minutes. Check your email for next steps.",
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
} as const;
