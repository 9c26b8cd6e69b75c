import { agent } from '../config/agent.ts';
import { headshot } from '../config/photos/headshot.ts';
import { absoluteUrl, site } from '../config/site.ts';

/** A schema.org object. */
export type JsonLd = Record<string, unknown>;

const AGENT_ID = () => absoluteUrl('/#agent');
const ORGANIZATION_ID = () => absoluteUrl('/#organization');

/** The agent and the business, on every page. */
export function baseJsonLd(): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': AGENT_ID(),
      name: agent.name,
      description: agent.tagline,
      url: absoluteUrl('/'),
      image: absoluteUrl(headshot.src),
      telephone: agent.phone.href.replace(/^tel:/, ''),
      email: agent.email,
      areaServed: agent.serviceArea.map((name) => ({ '@type': 'Place', name })),
      address: { '@type': 'PostalAddress', addressRegion: site.addressRegion, addressCountry: 'US' },
      parentOrganization: { '@id': ORGANIZATION_ID() },
      sameAs: [agent.socials.facebook, agent.socials.instagram],
      openingHours: 'Mo-Su',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': ORGANIZATION_ID(),
      name: site.name,
      url: absoluteUrl('/'),
      logo: absoluteUrl('/favicon.svg'),
      email: agent.email,
      telephone: agent.phone.href.replace(/^tel:/, ''),
      founder: { '@id': AGENT_ID() },
    },
  ];
}

/** Home, then each [name, path] in order. */
export function breadcrumbJsonLd(trail: ReadonlyArray<readonly [string, string]>): JsonLd {
  const items: ReadonlyArray<readonly [string, string]> = [['Home', '/'], ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

export interface BlogPostingInput {
  headline: string;
  description: string;
  author: string;
  /** ISO dates. */
  datePublished: string;
  dateModified: string;
  /** The article's path. */
  url: string;
  image?: string;
}

export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    author: { '@type': 'Person', name: post.author, url: absoluteUrl('/about') },
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    url: absoluteUrl(post.url),
    mainEntityOfPage: absoluteUrl(post.url),
    image: absoluteUrl(post.image ?? site.shareImage),
    publisher: { '@id': ORGANIZATION_ID() },
  };
}

export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
