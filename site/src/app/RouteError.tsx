import { ButtonLink, Container, Heading, Stack, Text } from '@agent-sites/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { agent } from '../config/agent.ts';

/** Shown when a page fails to load, e.g. after a deploy replaced its code while the tab was open. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  return (
    <Container as="section" style={{ paddingBlock: '4rem' }}>
      <Stack gap="4" align="start">
        <Heading level={1}>This page could not load</Heading>
        <Text tone="muted">
          {message} Reload the page, or call {agent.phone.display} and I will help you directly.
        </Text>
        <ButtonLink href="/" variant="primary">
          Return to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
