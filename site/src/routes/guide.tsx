import { ButtonLink, Stack } from '@agent-sites/ui';
import { DocumentPage } from '../components/DocumentPage.tsx';
import { blocks, meta as front } from '../content/guides/michigan-to-florida-guide.md';
import { meta, nextSteps, path } from '../content/pages/guide.ts';

/**
 * /guides/michigan-to-florida: the move guide the Florida page's guide form emails a link to,
 * published as a page so it reads well on a phone and can be found again.
 */
export function Component() {
  const [primary, secondary] = nextSteps;
  return (
    <DocumentPage meta={meta} front={front} blocks={blocks} path={path}>
      <Stack direction="row" gap="3">
        <ButtonLink href={primary!.href} size="lg" iconEnd="arrowRight">
          {primary!.label}
        </ButtonLink>
        <ButtonLink href={secondary!.href} size="lg" variant="secondary">
          {secondary!.label}
        </ButtonLink>
      </Stack>
    </DocumentPage>
  );
}
