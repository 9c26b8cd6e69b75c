import { Grid, Hero, SectionHeading, Stack } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { Section } from '../components/Section.tsx';
import { headings, hero, meta, readMoreLabel, subscribeForm } from '../content/pages/blog.ts';
import { ArticleCard } from '../features/blog/ArticleCard.tsx';
import { blogArticles, type ArticleMeta } from '../features/blog/articles.ts';
import { SubscribeForm } from '@agent-sites/site-engine/features/leads/index.ts';

/** A headed grid of article cards. */
function ArticleList(props: { id: string; title: string; articles: ArticleMeta[]; tone?: 'sunken' }) {
  return (
    <Section tone={props.tone} aria-labelledby={props.id}>
      <Stack gap="6">
        <SectionHeading title={props.title} titleId={props.id} />
        <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
          {props.articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} readMoreLabel={readMoreLabel} />
            </li>
          ))}
        </Grid>
      </Stack>
    </Section>
  );
}

/**
 * The blog's RSS feed, which the build writes to `rss.xml`. The server's alone: the browser's build
 * drops it, and what it imports, from the page's code.
 */
export const feed = import.meta.env.SSR
  ? () => import('../features/blog/feed.ts').then((module) => module.feed())
  : undefined;

/** /blog: the featured article, Recent Articles (2 to 4), All Articles and "Stay Informed". */
export function Component() {
  const [featured, ...rest] = blogArticles;
  const recent = rest.slice(0, 3);
  return (
    <>
      <Seo {...meta} path="/blog" />
      <Hero {...hero} size="compact" />
      {featured && (
        <Section aria-labelledby="featured-heading">
          <Stack gap="6">
            <SectionHeading title={headings.featured} titleId="featured-heading" />
            <ArticleCard article={featured} featured level={3} readMoreLabel={readMoreLabel} />
          </Stack>
        </Section>
      )}
      <ArticleList id="recent-heading" title={headings.recent} articles={recent} tone="sunken" />
      <ArticleList id="all-heading" title={headings.all} articles={blogArticles} />
      <Section tone="sunken" width="formCard">
        <SubscribeForm {...subscribeForm} variant="raised" placeholderHeight="16rem" />
      </Section>
    </>
  );
}
