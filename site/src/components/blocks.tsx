import {
  ButtonLink,
  Card,
  Grid,
  Heading,
  Icon,
  SectionHeading,
  StatCard,
  Stack,
  Testimonial,
  Text,
  vars,
} from '@agent-sites/ui';
import { styled } from 'styled-components';
import type { MarketSnapshot as Snapshot } from '../content/pages/market-update.ts';
import type { CallToAction, Feature, SectionIntro, TestimonialContent } from '../content/types.ts';
import { PlainList } from './Section.tsx';

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.tone.accent.surface};
  color: ${vars.color.tone.accent.text};
`;

/** The heading of a section from its content. */
export function Intro({ intro, id, level = 2 }: { intro: SectionIntro; id?: string; level?: 2 | 3 }) {
  return (
    <SectionHeading
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.description}
      level={level}
      titleId={id}
    />
  );
}

/** Cards with an icon, a title and a line: pillars, values, reasons, benefits. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid as="ul" columns={columns} gap="6" style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card as="li" key={item.title} padding="lg">
          <Stack gap="3">
            <IconBadge>
              <Icon name={item.icon} size="1.5rem" />
            </IconBadge>
            <Heading level={3} size="sm">
              {item.title}
            </Heading>
            <Text tone="muted">{item.text}</Text>
          </Stack>
        </Card>
      ))}
    </Grid>
  );
}

/** The market snapshot: three stat cards, the disclaimer and, unless left out, the article link. */
export function MarketSnapshot({ snapshot, withLink = true }: { snapshot: Snapshot; withLink?: boolean }) {
  return (
    <Stack gap="8">
      <Intro intro={snapshot.intro} />
      <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
        {snapshot.stats.map((stat) => (
          <li key={stat.label}>
            <StatCard {...stat} />
          </li>
        ))}
      </Grid>
      <Text size="sm" tone="muted">
        {snapshot.disclaimer}
      </Text>
      {withLink && (
        <div>
          <ButtonLink href={snapshot.articleLink.href} variant="secondary" iconEnd="arrowRight">
            {snapshot.articleLink.label}
          </ButtonLink>
        </div>
      )}
    </Stack>
  );
}

/** Client words in a grid of cards. */
export function Testimonials({ items, columns = 2 }: { items: TestimonialContent[]; columns?: 2 | 3 }) {
  return (
    <Grid as="ul" columns={columns} gap="6" style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={`${item.name}-${item.location ?? ''}`}>
          <Testimonial name={item.name} location={item.location} text={item.text} rating={item.rating} />
        </li>
      ))}
    </Grid>
  );
}

/** A heading, a line and one button, on the brand's dark band. */
export function CallToActionBlock({ cta, level = 2 }: { cta: CallToAction; level?: 2 | 3 }) {
  return (
    <Stack gap="4" align="start">
      <Heading level={level} size="lg" tone="inverse">
        {cta.title}
      </Heading>
      <Text tone="inverseMuted" size="lg">
        {cta.text}
      </Text>
      <ButtonLink href={cta.action.href} variant="accent" size="lg" iconEnd="arrowRight">
        {cta.action.label}
      </ButtonLink>
    </Stack>
  );
}

/** A list with check marks: specialties, documents, credentials. */
export function CheckList({ items }: { items: Array<{ label: string; detail?: string }> }) {
  return (
    <PlainList>
      {items.map((item) => (
        <CheckItem key={item.label}>
          <Icon name="check" size="1.25rem" />
          <span>
            <Text as="span" weight="semibold">
              {item.label}
            </Text>
            {item.detail && (
              <Text as="span" tone="muted">
                {' '}
                {item.detail}
              </Text>
            )}
          </span>
        </CheckItem>
      ))}
    </PlainList>
  );
}

const CheckItem = styled.li`
  display: flex;
  gap: ${vars.space['3']};
  align-items: flex-start;
  padding-block: ${vars.space['2']};

  & > svg {
    flex: none;
    margin-top: 0.2em;
    color: ${vars.color.tone.success.text};
  }
`;
