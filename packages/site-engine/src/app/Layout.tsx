import { SiteFooter, SiteHeader } from '@agent-sites/ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { agent } from '../config/agent.ts';
import { site } from '../config/site.ts';
import { setAdoptingPrerender, staticIslands } from './deferred.tsx';
import { markPageShown } from './page-clock.ts';
import { LazyToaster } from './toaster.tsx';

const MAIN_ID = 'main';

/**
 * The footer's brokerage line: "Brokered by {the first}.", then "{State} transactions through
 * {name}." for each other one.
 */
const BROKERAGE_LINE = agent.brokerages
  .map(({ name, state }, index) =>
    index === 0 ? `Brokered by ${name}.` : `${state} transactions through ${name}.`,
  )
  .join(' ');

const FooterPortrait = staticIslands(() => import('./footer-portrait.tsx'))(
  (module) => module.FooterPortrait,
);

/**
 * Every path change starts at the top of the new page with focus on its main region, so keyboard
 * and screen-reader users begin reading the new page rather than the link they left. A `#hash`
 * scrolls to its target instead, at once: a smooth scroll aims at where the target was when it
 * started, so listings that arrive during it (the fresh read a first tap starts) leave the visitor
 * short of the form; landed, the browser's scroll anchoring keeps the target in view as the
 * content above it changes. The first load leaves scroll and focus to the browser.
 */
function useNavigationFocus() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const previousPath = useRef(pathname);
  const previousHash = useRef(hash);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const samePlace = previousPath.current === pathname && previousHash.current === hash;
    if (previousPath.current !== pathname) {
      setAdoptingPrerender(false);
      markPageShown();
    }
    previousPath.current = pathname;
    previousHash.current = hash;
    // On the same page and hash, only a link followed to a hash moves the page (another card's
    // "Schedule Tour" while the form is open): the page's own changes to its query (its filters,
    // the home chosen for a tour) leave it where it is.
    if (samePlace && (!hash || navigationType !== 'PUSH')) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior: 'instant' });
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname, hash, key, navigationType]);
}

/** The prerendered year until the browser knows today's, so hydration never mismatches. */
function useCurrentYear() {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

const noSubscription = () => () => undefined;

function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.12" />
      <path d="M6 16 16 7l10 9v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill="currentColor" />
    </svg>
  );
}

/** The site frame around every page: header, main region, footer. */
export function Layout() {
  const { pathname } = useLocation();
  useNavigationFocus();
  const year = useCurrentYear();
  return (
    <>
      <SiteHeader
        brandName={agent.name}
        brandTagline={site.headerTagline}
        logo={<Logo />}
        logoHref="/"
        navItems={site.nav}
        currentPath={pathname}
        cta={site.cta}
        skipTargetId={MAIN_ID}
      />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        name={agent.name}
        portrait={<FooterPortrait placeholderHeight="4rem" />}
        tagline={agent.tagline}
        quickLinks={site.quickLinks}
        phone={agent.phone.display}
        phoneHref={agent.phone.href}
        email={agent.email}
        socialLinks={[
          { label: 'Facebook', href: agent.socials.facebook, icon: 'facebook' },
          { label: 'Instagram', href: agent.socials.instagram, icon: 'instagram' },
        ]}
        legalLinks={site.legalLinks}
        year={year}
        licenseLine={agent.licenseLine}
        brokerageLine={BROKERAGE_LINE}
        equalHousing={site.equalHousing}
      />
      <LazyToaster clearOn={pathname} />
    </>
  );
}
