import type { ReactNode } from 'react';
import { SmartLink } from '../../internal/link';
import { useMenuDisclosure } from '../../internal/use-menu-disclosure';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { isCurrentPath } from '../SiteHeader/current-path';
import {
  Account,
  Bar,
  BarInner,
  Brand,
  Main,
  MenuButton,
  NavLink,
  NavList,
  Panel,
  Root,
  SkipLink,
} from './AdminFrame.styles';

/** A section of the back office in the frame's navigation. */
export interface AdminNavItem {
  /** An in-site path such as `/admin`. */
  href: string;
  /** The visible text, e.g. "Leads". */
  label: string;
}

export interface AdminFrameProps {
  /** Who the back office belongs to, e.g. the agent's name. */
  brandName: string;
  /** The line under the name. @default 'Back office' */
  brandTagline?: string;
  /** Where the brand links to. @default '/admin' */
  brandHref?: string;
  /** The sections, in order. Left out on pages for people not signed in. @default [] */
  navItems?: readonly AdminNavItem[];
  /**
   * The path on screen: the item it matches, or is under, gets `aria-current="page"`; when several
   * do (`/admin` and `/admin/reviews`), only the most specific one.
   */
  currentPath?: string;
  /** The signed-in account's email, shown before the sign-out button. */
  userEmail?: string;
  /** Signs out. Without it there is no sign-out button (nobody is signed in). */
  onSignOut?: () => void;
  /** The sign-out is under way: the button is busy and disabled. @default false */
  signingOut?: boolean;
  /** The id of the main region, the skip link's target. @default 'admin-main' */
  mainId?: string;
  /** The text of the button that opens the sections and the account on phones. @default 'Menu' */
  menuLabel?: string;
  /** The page. */
  children: ReactNode;
  className?: string;
}

/**
 * The back office's frame: a skip link, a bar with the brand, the sections and the signed-in
 * account with "Sign out", and the main region. Below `lg` the sections and the account are behind
 * a Menu button (a disclosure that closes when a section is chosen, on Escape and on a press
 * outside), so on a phone the page starts under one short bar whatever the number of sections.
 * Links go through the site's link component (`LinkProvider`); signing out is the `onSignOut`
 * handler's job.
 */
export function AdminFrame({
  brandName,
  brandTagline = 'Back office',
  brandHref = '/admin',
  navItems = [],
  currentPath = '',
  userEmail,
  onSignOut,
  signingOut = false,
  mainId = 'admin-main',
  menuLabel = 'Menu',
  children,
  className,
}: AdminFrameProps) {
  const { open, buttonProps, panelProps } = useMenuDisclosure();
  const hasAccount = Boolean(userEmail || onSignOut);
  const current = navItems
    .filter((item) => isCurrentPath(item.href, currentPath))
    .reduce<AdminNavItem | undefined>(
      (best, item) => (best && best.href.length >= item.href.length ? best : item),
      undefined,
    );
  return (
    <Root className={className}>
      <Bar>
        <SkipLink href={`#${mainId}`}>Skip to main content</SkipLink>
        <BarInner>
          <Brand as={SmartLink} href={brandHref}>
            <strong>{brandName}</strong>
            <span>{brandTagline}</span>
          </Brand>
          {(navItems.length > 0 || hasAccount) && (
            <MenuButton {...buttonProps}>
              <Icon name={open ? 'close' : 'menu'} />
              {menuLabel}
            </MenuButton>
          )}
          <Panel {...panelProps}>
            {navItems.length > 0 && (
              <nav aria-label="Back office">
                <NavList>
                  {navItems.map((item) => (
                    <li key={item.href}>
                      <NavLink
                        as={SmartLink}
                        href={item.href}
                        aria-current={item === current ? 'page' : undefined}
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </NavList>
              </nav>
            )}
            {hasAccount && (
              <Account>
                {userEmail && <span>{userEmail}</span>}
                {onSignOut && (
                  <Button
                    variant="inverse"
                    size="sm"
                    onClick={onSignOut}
                    loading={signingOut}
                    loadingText="Signing out..."
                  >
                    Sign out
                  </Button>
                )}
              </Account>
            )}
          </Panel>
        </BarInner>
      </Bar>
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
    </Root>
  );
}
