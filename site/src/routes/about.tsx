import { Card, Grid, Hero, Portrait, Stack, Text } from '@agent-sites/ui';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { headshot } from '@agent-sites/site-engine/config/photos/headshot.ts';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { PlainList, Section } from '../components/Section.tsx';
import {
  consultationForm,
  credentials,
  focusAreas,
  hero,
  meta,
  story,
  values,
} from '../content/pages/about.ts';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';
import { AgentResults } from '../features/results/AgentResults.tsx';

/**
 * /about: the agent (photo and story, with the results of their recent sales), values, focus
 * areas, credentials and a consultation form.
 */
export function Component() {
  return (
    <>
      <Seo {...meta} path="/about" breadcrumbs={[]} />
      <Hero {...hero} size="compact" />
      <Section width="prose" aria-labelledby="story">
        <Stack gap="5">
          <Portrait image={headshot} size="md" />
          <Intro intro={story.intro} id="story" />
          {story.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 32)} size="lg">
              {paragraph}
            </Text>
          ))}
          <AgentResults />
        </Stack>
      </Section>
      <Section tone="sunken" aria-labelledby="values">
        <Stack gap="8">
          <Intro intro={values.intro} id="values" />
          <FeatureGrid items={values.items} />
        </Stack>
      </Section>
      <Section aria-labelledby="focus-areas">
        <Stack gap="8">
          <Intro intro={focusAreas.intro} id="focus-areas" />
          <Grid columns={2} gap="6">
            <AreaList title="Michigan" areas={focusAreas.michigan} />
            <AreaList title="Florida" areas={focusAreas.florida} />
          </Grid>
        </Stack>
      </Section>
      <Section tone="sunken" width="prose" aria-labelledby="credentials">
        <Stack gap="6">
          <Intro intro={credentials.intro} id="credentials" />
          <CheckList items={credentials.items.map((item) => ({ label: item.title, detail: item.detail }))} />
        </Stack>
      </Section>
      <Section width="formCard" id="contact">
        <ContactForm {...consultationForm} variant="full" placeholderHeight="48rem" />
      </Section>
    </>
  );
}

function AreaList({ title, areas }: { title: string; areas: string[] }) {
  return (
    <Card padding="lg">
      <Stack gap="3">
        <Text as="strong" size="lg" weight="bold">
          {title}
        </Text>
        <PlainList style={{ columns: 2 }}>
          {areas.map((area) => (
            <li key={area}>
              <Text as="span">{area}</Text>
            </li>
          ))}
        </PlainList>
      </Stack>
    </Card>
  );
}

/** The page shows the agent's results, computed from the listings and approved reviews. */
export async function pageData(site: SiteData) {
  // The server's alone: the browser's build drops it, and what it imports, from the page's code.
  if (!import.meta.env.SSR) return undefined;
  const { readSiteResults } = await import('@agent-sites/site-engine/features/results/site-results.ts');
  return { listingsVersion: site.listingsVersion, results: await readSiteResults(site) };
}
