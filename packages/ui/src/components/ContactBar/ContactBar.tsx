import { forwardRef } from 'react';
import type { LinkComponent } from '../../internal/link';
import { ButtonLink } from '../Button';
import { Bar } from './ContactBar.styles';

export interface ContactBarProps {
  /** Names the bar as a landmark, e.g. "Call, text or tour with Alex". */
  label: string;
  /** The agent's phone as a `tel:` link. */
  callHref: string;
  /** A text to the agent as an `sms:` link, its body naming the home or the page (`smsHref`). */
  textHref: string;
  /** The page's own next step: its tour form (`#contact`), or another form for a page without homes. */
  tourHref: string;
  /** The third button's label. @default 'Tour' */
  tourLabel?: string;
  /** The site's link component for an in-site `tourHref`; defaults to the one from `LinkProvider`. */
  linkComponent?: LinkComponent;
  /** Goes to the bar, the root `nav`. */
  className?: string;
}

/**
 * `sms:` link to `phone` (a `tel:` link or a number) with `body` written in: "Hi Alex, I'm asking
 * about 1428 Maplewood Ave, Springfield". Phones open their messages app with the text ready.
 */
export function smsHref(phone: string, body: string): string {
  return `sms:${phone.replace(/^tel:/, '')}?body=${encodeURIComponent(body)}`;
}

/**
 * One-tap contact on a phone: Call, Text and Tour in a slim bar at the bottom of the screen, a
 * labelled navigation landmark. Put it last in the page's main region: it stays in reach while
 * the page scrolls and settles at the end of the content, so it covers nothing there. Not shown
 * from the `md` breakpoint up.
 */
export const ContactBar = forwardRef<HTMLElement, ContactBarProps>(function ContactBar(
  { label, callHref, textHref, tourHref, tourLabel = 'Tour', linkComponent, className },
  ref,
) {
  return (
    <Bar ref={ref} aria-label={label} className={className}>
      <ButtonLink href={callHref} variant="secondary" size="sm" iconStart="phone">
        Call
      </ButtonLink>
      <ButtonLink href={textHref} variant="secondary" size="sm" iconStart="message">
        Text
      </ButtonLink>
      <ButtonLink href={tourHref} linkComponent={linkComponent} size="sm" iconStart="calendar">
        {tourLabel}
      </ButtonLink>
    </Bar>
  );
});
