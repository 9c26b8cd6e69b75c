/** /guides/michigan-to-florida: the head tags and closing links; the body is `content/guides/michigan-to-florida-guide.md`. */
import type { Link, PageMeta } from '../types.ts';

export const path = '/guides/michigan-to-florida';

export const meta: PageMeta = {
  title: 'The Michigan-to-Florida Move Guide',
  description:
    'A month-by-month checklist for leaving Metro Detroit for Florida: the Michigan house, Florida domicile, the homestead deadlines, insurance and where to live.',
  keywords: [
    'Michigan to Florida move',
    'Florida homestead exemption',
    'Florida domicile checklist',
    'selling a Metro Detroit home',
    'relocating to Florida',
  ],
};

/** Where the guide leads next: the relocation page and its contact form. */
export const nextSteps: Link[] = [
  { label: 'Plan my move with you', href: '/florida-michigan#contact' },
  { label: 'See the Michigan to Florida services', href: '/florida-michigan#services' },
];
