import { ButtonLink, Container, Heading, Stack, Text } from '@agent-sites/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { description, homeLink, meta, suggestions, title } from '../content/pages/not-found.ts';

/** Any unknown path: the page says so, logs the path, and the server answers 404. */
export function Component() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Container as="section" style={{ paddingBlock: '5rem' }}>
      <Seo {...meta} path="/404" noindex />
      <Stack gap="5" align="start">
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text size="lg" tone="muted">
          {description}
        </Text>
        <ButtonLink href={homeLink.href} variant="primary" size="lg" iconStart="home">
          {homeLink.label}
        </ButtonLink>
        <Stack as="ul" direction="row" gap="4" style={{ flexWrap: 'wrap', listStyle: 'none' }}>
          {suggestions.map((link) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant="ghost">
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
