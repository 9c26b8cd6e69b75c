import { DocumentPage } from '../components/DocumentPage.tsx';
import { blocks as privacyBlocks, meta as privacyFront } from '../content/legal/privacy.md';
import { blocks as termsBlocks, meta as termsFront } from '../content/legal/terms.md';
import { meta as privacyMeta } from '../content/pages/privacy.ts';
import { meta as termsMeta } from '../content/pages/terms.ts';

export const privacy = {
  Component: () => (
    <DocumentPage meta={privacyMeta} front={privacyFront} blocks={privacyBlocks} path="/privacy" />
  ),
};
export const terms = {
  Component: () => <DocumentPage meta={termsMeta} front={termsFront} blocks={termsBlocks} path="/terms" />,
};
