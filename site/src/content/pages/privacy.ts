/** /privacy: only the head tags; the body is `content/legal/privacy.md`. */
import { agent } from '../../config/agent.ts';
import type { PageMeta } from '../types.ts';

export const meta: PageMeta = {
  title: `Privacy Policy | ${agent.name}`,
  description:
    'What this site collects when you send an inquiry, review, guide request or newsletter signup, why, who processes it, how long it is kept, and your choices.',
  keywords: ['privacy policy', 'real estate website privacy', 'data collection', agent.name],
};
