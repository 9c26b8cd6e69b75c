import { Grid, Hero, SectionHeading, Stack } from '@agent-sites/ui';
import { Seo } from '../app/head.tsx';
import { Section } from '../components/Section.tsx';
import { headings, hero, meta, readMoreLabel, subscribeForm } from '../content/pages/blog.ts';
import { ArticleCard } from '../features/blog/ArticleCard.tsx';
import { blogArticles } from '../features/blog/articles.ts';
import { SubscribeForm } from '../features/leads/index.ts';

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
      <Section tone="sunken" aria-labelledby="recent-heading">
        <Stack gap="6">
          <SectionHeading title={headings.recent} titleId="recent-heading" />
          <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
            {recent.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} readMoreLabel={readMoreLabel} />
              </li>
            ))}
          </Grid>
        </Stack>
      </Section>
      <Section aria-labelledby="all-heading">
        <Stack gap="6">
          <SectionHeading title={headings.all} titleId="all-heading" />
          <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
            {blogArticles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} readMoreLabel={readMoreLabel} />
              </li>
            ))}
          </Grid>
        </Stack>
      </Section>
      <Section tone="sunken" width="formCard">
        <SubscribeForm {...subscribeForm} variant="raised" placeholderHeight="16rem" />
      </Section>
    </>
  );
}
