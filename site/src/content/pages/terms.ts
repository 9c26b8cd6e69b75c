/** /terms: only the head tags; the body is `content/legal/terms.md`. */
import { agent } from '../../config/agent.ts';
import type { PageMeta } from '../types.ts';

export const meta: PageMeta = {
  title: `Terms of Use | ${agent.name}`,
  description:
    'Terms for using this site: informational content, listing accuracy, no agency without a written agreement, fair housing, reviews and Michigan law.',
  keywords: ['terms of use', 'real estate website terms', 'fair housing', agent.name],
};
