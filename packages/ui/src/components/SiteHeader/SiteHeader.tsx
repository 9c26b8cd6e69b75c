import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { LinkComponent } from '../../internal/link';
import { useMenuDisclosure } from '../../internal/use-menu-disclosure';
import { ButtonLink } from '../Button';
import { Icon } from '../Icon';
import { isCurrentPath } from './current-path';
import {
  Bar,
  Brand,
  BrandName,
  BrandTagline,
  BrandText,
  HeaderRoot,
  MenuButton,
  Nav,
  NavLink,
  NavList,
  Panel,
  SkipLink,
} from './SiteHeader.styles';

/** A link in the site's navigation. */
export interface SiteNavItem {
  /** An in-site path such as `/listings`. */
  href: string;
  /** The visible text, e.g. "Relocation". */
  label: string;
}

export interface SiteHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The site's name, shown in the bar and linked to `logoHref`, e.g. the agent's name. */
  brandName: string;
  /** A short line under the name, e.g. "Denver Metro Real Estate". */
  brandTagline?: string;
  /**
   * A logo mark shown before the name. The name stays as the link's text, so give a logo image
   * `alt=""`.
   */
  logo?: ReactNode;
  /** Where the logo and name link to. @default '/' */
  logoHref?: string;
  /** The navigation links, in order. */
  navItems: SiteNavItem[];
  /**
   * The path of the page being shown. The item it matches (or the section it is under) gets
   * `aria-current="page"` and an underline and bar, so the marker never relies on colour.
   */
  currentPath: string;
  /** The call to action at the end of the bar, e.g. "Work with Alex" to `/contact`. */
  cta?: SiteNavItem;
  /**
   * The component that renders in-site links, e.g. a router adapter. Defaults to the one from
   * `LinkProvider`, then a plain anchor.
   */
  linkComponent?: LinkComponent;
  /** The text of the button that opens the navigation on small screens. @default 'Menu' */
  menuLabel?: string;
  /** The accessible name of the navigation landmark. @default 'Main' */
  navLabel?: string;
  /** The id of the page's main content, the skip link's target. @default 'main' */
  skipTargetId?: string;
  /** The text of the skip link, shown when it has keyboard focus. @default 'Skip to main content' */
  skipLabel?: string;
}

/**
 * The site's sticky top bar: a skip link, the brand linked home, the navigation and a call to
 * action. From `lg` the links sit in a row; below that a Menu button (a disclosure) opens them
 * in a panel, which closes when a link is chosen, on Escape (focus returns to the button) and on
 * a click outside the header.
 */
export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader(
  {
    brandName,
    brandTagline,
    logo,
    logoHref = '/',
    navItems,
    currentPath,
    cta,
    linkComponent,
    menuLabel = 'Menu',
    navLabel = 'Main',
    skipTargetId = 'main',
    skipLabel = 'Skip to main content',
    ...rest
  },
  ref,
) {
  const { open, buttonProps, panelProps } = useMenuDisclosure();

  return (
    <HeaderRoot ref={ref} data-open={open || undefined} {...rest}>
      <SkipLink href={`#${skipTargetId}`}>{skipLabel}</SkipLink>
      <Bar>
        <Brand href={logoHref} linkComponent={linkComponent}>
          {logo}
          <BrandText>
            <BrandName>{brandName}</BrandName>
            {brandTagline && <BrandTagline>{brandTagline}</BrandTagline>}
          </BrandText>
        </Brand>
        <MenuButton {...buttonProps}>
          <Icon name={open ? 'close' : 'menu'} />
          {menuLabel}
        </MenuButton>
        <Panel {...panelProps}>
          <Nav aria-label={navLabel}>
            <NavList>
              {navItems.map((item) => (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    linkComponent={linkComponent}
                    aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </NavList>
          </Nav>
          {cta && (
            <ButtonLink href={cta.href} linkComponent={linkComponent} variant="accent" size="sm" data-cta="">
              {cta.label}
            </ButtonLink>
          )}
        </Panel>
      </Bar>
    </HeaderRoot>
  );
});
