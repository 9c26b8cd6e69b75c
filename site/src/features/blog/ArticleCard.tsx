import { Badge, ButtonLink, Card, Heading, Icon, Stack, Text, VisuallyHidden, vars } from '@agent-sites/ui';
import { styled } from 'styled-components';
import type { ArticleMeta } from './articles.ts';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  margin: 0;
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.sm};
`;

const Title = styled(Heading)`
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

export interface ArticleCardProps {
  article: ArticleMeta;
  /** The featured article gets a larger title. */
  featured?: boolean;
  level?: 2 | 3;
  readMoreLabel: string;
}

/** An article teaser whose Read More goes to the article. */
export function ArticleCard({ article, featured = false, level = 3, readMoreLabel }: ArticleCardProps) {
  return (
    <Card as="article" padding={featured ? 'lg' : 'md'} style={{ height: '100%' }}>
      <Stack gap="3" style={{ height: '100%' }}>
        <div>
          <Badge tone="accent" icon={article.icon}>
            {article.category}
          </Badge>
        </div>
        <Title level={level} size={featured ? 'lg' : 'sm'}>
          {article.title}
        </Title>
        <Meta>
          <time dateTime={article.isoDate}>{article.date}</time>
          <span aria-hidden="true">·</span>
          <span>
            <Icon name="clock" size="1em" /> {article.readTime}
          </span>
        </Meta>
        <Text tone="muted" style={{ flex: 1 }}>
          {article.excerpt}
        </Text>
        <div>
          <ButtonLink
            href={article.path}
            variant={featured ? 'primary' : 'secondary'}
            size="sm"
            iconEnd="arrowRight"
          >
            {readMoreLabel}
            <VisuallyHidden>: {article.title}</VisuallyHidden>
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
