import { ButtonLink, Heading, Stack, Text } from '@agent-sites/ui';
import { Seo } from '../../app/head.tsx';

/** Any other `/admin/...` path, for the signed-in agent. */
export function Component() {
  return (
    <Stack gap="4" align="start">
      <Seo title="Not found | Back office" description="The agent's back office." path="/admin" />
      <Heading level={1} size="lg">
        Nothing here
      </Heading>
      <Text>The back office has no page at this address.</Text>
      <ButtonLink href="/admin" variant="secondary" iconStart="arrowLeft">
        All leads
      </ButtonLink>
    </Stack>
  );
}
