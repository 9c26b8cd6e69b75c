// /listings' fixed copy around the live listings. The page adopts its prerendered HTML as static
// islands (app/deferred.tsx), so a visitor landing on /listings downloads none of this; it loads
// when the app navigates to the page.
import { ButtonLink, Hero, Notice } from '@agent-sites/ui';
import { buyerBrokerNotice, hero } from '../content/pages/listings-intro.ts';

/** The page's opening. */
export function Opening() {
  return <Hero {...hero} size="compact" />;
}

/** Buyers sign a written agreement before touring (spec §2), with the article that explains it. */
export function BuyerBrokerNotice() {
  return (
    <Notice tone="info" title={buyerBrokerNotice.title}>
      {buyerBrokerNotice.text}{' '}
      <ButtonLink href={buyerBrokerNotice.link.href} variant="ghost" size="sm" iconEnd="arrowRight">
        {buyerBrokerNotice.link.label}
      </ButtonLink>
    </Notice>
  );
}
