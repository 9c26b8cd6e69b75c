import {
  Badge,
  ButtonLink,
  Card,
  Container,
  Heading,
  Icon,
  Stack,
  StatCard,
  Grid,
  Text,
  vars,
} from '@agent-sites/ui';
import { use } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Seo } from '../app/head.tsx';
import { blogPostingJsonLd } from '../app/json-ld.ts';
import { featuredPartner } from '../config/agent.ts';
import { Prose } from '../components/Prose.tsx';
import { Section } from '../components/Section.tsx';
import { blogSlugs, paths } from '../content/links.ts';
import { backToBlog } from '../content/pages/blog.ts';
import { marketSnapshot } from '../content/pages/market-update.ts';
import { findArticle, loadArticleBody, type ArticleMeta } from '../features/blog/articles.ts';
import type { Block } from '../lib/markdown.ts';
import { ContactForm } from '../features/leads/index.ts';

const bodies = new Map<string, Promise<Block[] | undefined>>();
const loadedBodies = new Map<string, Block[] | undefined>();
const bodyOf = (slug: string) => {
  let body = bodies.get(slug);
  if (!body) {
    body = loadArticleBody(slug).then((blocks) => {
      loadedBodies.set(slug, blocks);
      return blocks;
    });
    bodies.set(slug, body);
  }
  return body;
};

/** Loads the article's body with the page's code, before it renders. */
export function prepare(params: Record<string, string | undefined>) {
  return findArticle(params.slug) ? bodyOf(params.slug ?? '') : Promise.resolve();
}

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0;
  color: ${vars.color.text.muted};
`;

/** /blog/{slug}: an article with its byline, body, consultation prompt and a buyer form. */
export function Component() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  // An unknown article goes to the blog's index (spec §8).
  if (!article) return <Navigate to="/blog" replace />;
  return <ArticlePage article={article} />;
}

function ArticlePage({ article }: { article: ArticleMeta }) {
  // Prepared before the first render; a client-side navigation waits for it here.
  const blocks =
    (loadedBodies.has(article.slug) ? loadedBodies.get(article.slug) : use(bodyOf(article.slug))) ?? [];
  const isMarketUpdate = article.slug === blogSlugs.marketUpdate;
  const isPartnerSpotlight = article.slug === blogSlugs.trustedMortgagePartner;
  return (
    <>
      <Seo
        title={article.title}
        description={article.description}
        keywords={article.keywords}
        path={article.path}
        type="article"
        lastModified={article.isoDate}
        breadcrumbs={[['Blog', '/blog']]}
        jsonLd={[
          blogPostingJsonLd({
            headline: article.title,
            description: article.description,
            author: article.author,
            datePublished: article.isoDate,
            dateModified: article.isoDate,
            url: article.path,
          }),
        ]}
      />
      <Container as="article" width="prose" style={{ paddingBlock: '3rem' }}>
        <Stack gap="6">
          <div>
            <ButtonLink href={backToBlog.href} variant="ghost" size="sm" iconStart="arrowLeft">
              {backToBlog.label}
            </ButtonLink>
          </div>
          <Stack gap="4">
            <div>
              <Badge tone="accent" icon={article.icon}>
                {article.category}
              </Badge>
            </div>
            <Heading level={1} size="xl">
              {article.title}
            </Heading>
            <Text size="lg" tone="muted">
              {article.excerpt}
            </Text>
            <Byline>
              <span>By {article.author}</span>
              <time dateTime={article.isoDate}>{article.date}</time>
              <span>
                <Icon name="clock" size="1em" /> {article.readTime}
              </span>
            </Byline>
          </Stack>
          {isMarketUpdate && (
            <Grid
              as="ul"
              columns={3}
              gap="4"
              style={{ listStyle: 'none', padding: 0 }}
              aria-label="August 2025 figures"
            >
              {marketSnapshot.stats.map((stat) => (
                <li key={stat.label}>
                  <StatCard {...stat} />
                </li>
              ))}
            </Grid>
          )}
          <Prose blocks={blocks} />
          {isPartnerSpotlight && (
            <Card variant="sunken" padding="md">
              <Stack gap="3" align="start">
                <Heading level={2} size="sm">
                  Meet {featuredPartner.name}
                </Heading>
                <Text>
                  {featuredPartner.title}, {featuredPartner.company}. Loan options, the pre-approval process
                  and the documents to gather, on one page.
                </Text>
                <ButtonLink
                  href={`/partner/${featuredPartner.slug}`}
                  variant="secondary"
                  iconEnd="arrowRight"
                >
                  View {featuredPartner.firstName}&apos;s Profile
                </ButtonLink>
              </Stack>
            </Card>
          )}
          <Card variant="inverse" padding="lg">
            <Stack gap="3" align="start">
              <Heading level={2} size="md" tone="inverse">
                {marketSnapshot.consultation.title}
              </Heading>
              <Text tone="inverseMuted">{marketSnapshot.consultation.text}</Text>
              <ButtonLink href={paths.contact} variant="accent" iconEnd="arrowRight">
                {marketSnapshot.consultation.action.label}
              </ButtonLink>
            </Stack>
          </Card>
        </Stack>
      </Container>
      <Section tone="sunken" width="formCard" id="contact">
        <ContactForm
          variant="buyer"
          title="Questions About Your Move?"
          description="Tell me where you are in the process and I'll reply within 15 minutes."
          placeholderHeight="40rem"
        />
      </Section>
    </>
  );
}
