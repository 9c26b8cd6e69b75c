import { Badge, ButtonLink, Card, Container, Heading, Icon, Stack, Text, vars } from '@agent-sites/ui';
import { use } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { deferred } from '@agent-sites/site-engine/app/deferred.tsx';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { blogPostingJsonLd } from '@agent-sites/site-engine/app/json-ld.ts';
import { featuredPartner } from '../config/agent.ts';
import { Section } from '../components/Section.tsx';
import { blogSlugs, paths as links } from '../content/links.ts';
import { articleConsultation, articleForm, backToBlog } from '../content/pages/blog.ts';
import { useReplyTime } from '../lib/reply-time.ts';
import { toArticleMeta, type ArticleMeta } from '../features/blog/article-meta.ts';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';
import type { Block } from '@agent-sites/site-engine/markdown';
import type * as MarketFiguresModule from '../components/MarketFigures.tsx';

// Each article's front matter and body load on their own, so an article page carries one article.
const metas = import.meta.glob<Record<string, unknown>>('../content/blog/*.md', {
  query: '?meta&single',
  import: 'meta',
});
const bodies = import.meta.glob<Block[]>('../content/blog/*.md', { query: '?blocks', import: 'blocks' });
const fileOf = (slug: string) => `../content/blog/${slug}.md`;

/**
 * Each article's body, a static island: adopted from the prerendered HTML without its text or
 * the code that lays it out, which load only when a client-side navigation renders the article.
 */
const bodyIslands = new Map(
  Object.entries(bodies).map(([file, importBlocks]) => [
    file,
    deferred<object>(
      () =>
        Promise.all([importBlocks(), import('../components/Prose.tsx')]).then(([blocks, { Prose }]) => ({
          default: function ArticleBody() {
            return <Prose blocks={blocks} />;
          },
        })),
      { static: true },
    ),
  ]),
);

interface ArticleData {
  article: ArticleMeta;
  /** The market update's figures and its own consultation prompt. */
  market?: typeof MarketFiguresModule;
}

const loading = new Map<string, Promise<ArticleData>>();
const loaded = new Map<string, ArticleData>();

function load(slug: string): Promise<ArticleData> {
  let promise = loading.get(slug);
  if (!promise) {
    const file = fileOf(slug);
    promise = Promise.all([
      metas[file]?.(),
      slug === blogSlugs.marketUpdate ? import('../components/MarketFigures.tsx') : undefined,
    ]).then(([raw, market]) => {
      const data = { article: toArticleMeta(raw ?? {}, `${slug}.md`), market };
      loaded.set(slug, data);
      return data;
    });
    loading.set(slug, promise);
  }
  return promise;
}

const exists = (slug: string | undefined) => slug !== undefined && fileOf(slug) in metas;

/** Every article's page. */
export const paths = (): string[] =>
  Object.keys(metas).map((file) => `/blog/${file.slice(file.lastIndexOf('/') + 1, -'.md'.length)}`);

/** Loads the article with the page's code, before it renders. */
export function prepare(params: Record<string, string | undefined>) {
  return exists(params.slug) ? load(params.slug ?? '') : Promise.resolve();
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
  // An unknown article goes to the blog's index (spec §8).
  if (!exists(slug)) return <Navigate to="/blog" replace />;
  return <ArticlePage slug={slug} />;
}

function ArticlePage({ slug }: { slug: string }) {
  // Prepared before the first render; a client-side navigation waits for it here.
  const { article, market } = loaded.get(slug) ?? use(load(slug));
  const Body = bodyIslands.get(fileOf(slug));
  const consultation = market?.consultation ?? articleConsultation;
  const isPartnerSpotlight = article.slug === blogSlugs.trustedMortgagePartner;
  const replyTime = useReplyTime('inquiry', articleForm.description);
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
          {market && <market.MarketFigures />}
          {/* One of the module's own islands, made once for each article, never during a render. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          {Body && <Body />}
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
                {consultation.title}
              </Heading>
              <Text tone="inverseMuted">{consultation.text}</Text>
              <ButtonLink href={links.contact} variant="accent" iconEnd="arrowRight">
                {consultation.action.label}
              </ButtonLink>
            </Stack>
          </Card>
        </Stack>
      </Container>
      <Section tone="sunken" width="formCard" id="contact">
        <ContactForm
          variant="buyer"
          title={articleForm.title}
          description={replyTime}
          placeholderHeight="40rem"
        />
      </Section>
    </>
  );
}
