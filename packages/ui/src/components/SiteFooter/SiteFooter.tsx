import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import type { LinkComponent } from '../../internal/link';
import { Icon, type IconName } from '../Icon';
import type { SiteNavItem } from '../SiteHeader';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  Brand,
  BrandName,
  Column,
  ColumnTitle,
  Columns,
  EqualHousing,
  FooterLink,
  FooterRoot,
  Inner,
  Legal,
  LegalText,
  LinkList,
  Muted,
} from './SiteFooter.styles';

/** A profile on a social network, opened in a new tab. */
export interface SiteFooterSocialLink {
  /** The network's name, the link's text, e.g. "Facebook". */
  label: string;
  /** The full URL of the profile. */
  href: string;
  /** The network's mark, shown before the name. */
  icon?: IconName;
}

export interface SiteFooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The name in the footer's brand block and the copyright line, e.g. the agent's name. */
  name: string;
  /** A line under the name, e.g. "Local Roots. Client-First Results. ..." */
  tagline?: ReactNode;
  /**
   * The person's photo beside the name, e.g. a small `Portrait` (lazily loaded: the footer is
   * never the first screen). Beside the written name its `alt` is best left empty.
   */
  portrait?: ReactNode;
  /** The Quick Links column, in order. @default [] */
  quickLinks?: SiteNavItem[];
  /** @default 'Quick Links' */
  quickLinksTitle?: string;
  /** The phone number as shown, e.g. "(248) 555-0142"; it links to `tel:`. */
  phone?: string;
  /**
   * The `tel:` link for `phone`. Derived from its digits when left out (a ten-digit number is
   * taken as North American and gets +1).
   */
  phoneHref?: string;
  /** The e-mail address; it links to `mailto:`. */
  email?: string;
  /** @default 'Contact' */
  contactTitle?: string;
  /** Social profiles. They open in a new tab, which their accessible names say. @default [] */
  socialLinks?: SiteFooterSocialLink[];
  /** @default 'Follow' */
  socialTitle?: string;
  /** Added to the name of links that open a new tab, for screen readers. @default '(opens in a new tab)' */
  newTabLabel?: string;
  /** Links in the bottom row, e.g. Privacy Policy and Terms of Service. @default [] */
  legalLinks?: SiteNavItem[];
  /** The accessible name of the legal links' navigation. @default 'Legal' */
  legalLabel?: string;
  /**
   * The year of the copyright line "© {year} {name}. All rights reserved.". Passed in, not read
   * from the clock, so a prerendered page matches the browser's first render.
   */
  year: number;
  /** The licence statement, e.g. "Licensed Real Estate Salesperson in Colorado". */
  licenseLine?: ReactNode;
  /** The brokerage statement, e.g. "Brokered by Sample Realty Group". */
  brokerageLine?: ReactNode;
  /** The fair housing statement, e.g. "Equal Housing Opportunity.", shown with a house icon. */
  equalHousing?: ReactNode;
  /** The level of the column titles in the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The component that renders in-site links, e.g. a router adapter. Defaults to the one from
   * `LinkProvider`, then a plain anchor.
   */
  linkComponent?: LinkComponent;
}

/** `tel:` with the number's digits; ten digits are taken as a North American number. */
function toTelHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/**
 * The site's footer: brand (with the person's photo) and tagline, quick links, contact links, social profiles, then the
 * copyright, licence, brokerage and fair housing lines with the legal links.
 */
export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter(
  {
    name,
    tagline,
    portrait,
    quickLinks = [],
    quickLinksTitle = 'Quick Links',
    phone,
    phoneHref,
    email,
    contactTitle = 'Contact',
    socialLinks = [],
    socialTitle = 'Follow',
    newTabLabel = '(opens in a new tab)',
    legalLinks = [],
    legalLabel = 'Legal',
    year,
    licenseLine,
    brokerageLine,
    equalHousing,
    headingLevel = 2,
    linkComponent,
    ...rest
  },
  ref,
) {
  const id = useId();
  const titleAs = `h${headingLevel}` as const;
  const hasContact = Boolean(phone || email);

  return (
    <FooterRoot ref={ref} {...rest}>
      <Inner>
        <Columns>
          <Column>
            <Brand>
              {portrait}
              <BrandName>{name}</BrandName>
            </Brand>
            {tagline && <Muted>{tagline}</Muted>}
          </Column>

          {quickLinks.length > 0 && (
            <Column as="nav" aria-labelledby={`${id}-quick`}>
              <ColumnTitle as={titleAs} id={`${id}-quick`}>
                {quickLinksTitle}
              </ColumnTitle>
              <LinkList>
                {quickLinks.map((link) => (
                  <li key={link.href}>
                    <FooterLink href={link.href} linkComponent={linkComponent}>
                      {link.label}
                    </FooterLink>
                  </li>
                ))}
              </LinkList>
            </Column>
          )}

          {hasContact && (
            <Column>
              <ColumnTitle as={titleAs}>{contactTitle}</ColumnTitle>
              <address>
                <LinkList>
                  {phone && (
                    <li>
                      <FooterLink href={phoneHref ?? toTelHref(phone)}>
                        <Icon name="phone" />
                        {phone}
                      </FooterLink>
                    </li>
                  )}
                  {email && (
                    <li>
                      <FooterLink href={`mailto:${email}`}>
                        <Icon name="mail" />
                        {email}
                      </FooterLink>
                    </li>
                  )}
                </LinkList>
              </address>
            </Column>
          )}

          {socialLinks.length > 0 && (
            <Column>
              <ColumnTitle as={titleAs}>{socialTitle}</ColumnTitle>
              <LinkList>
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <FooterLink href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.icon && <Icon name={link.icon} />}
                      {link.label} <VisuallyHidden>{newTabLabel}</VisuallyHidden>
                    </FooterLink>
                  </li>
                ))}
              </LinkList>
            </Column>
          )}
        </Columns>

        <Legal>
          <LegalText>
            <p>
              © {year} {name}. All rights reserved.
            </p>
            {licenseLine && <p>{licenseLine}</p>}
            {brokerageLine && <p>{brokerageLine}</p>}
            {equalHousing && (
              <EqualHousing>
                <Icon name="home" />
                {equalHousing}
              </EqualHousing>
            )}
          </LegalText>
          {legalLinks.length > 0 && (
            <nav aria-label={legalLabel}>
              <LinkList data-direction="row">
                {legalLinks.map((link) => (
                  <li key={link.href}>
                    <FooterLink href={link.href} linkComponent={linkComponent} data-size="sm">
                      {link.label}
                    </FooterLink>
                  </li>
                ))}
              </LinkList>
            </nav>
          )}
        </Legal>
      </Inner>
    </FooterRoot>
  );
});
