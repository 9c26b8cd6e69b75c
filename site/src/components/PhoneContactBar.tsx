import { ContactBar, smsHref } from '@agent-sites/ui';
import { agent } from '../config/agent.ts';
import { contactBar } from '../content/contact-bar.ts';

/**
 * Call, Text and Tour, one tap each at the bottom of a phone's screen: the agent's number, a text
 * that names `about` (the home or the page), and the page's form at `tourHref`. Last in a page.
 */
export function PhoneContactBar({
  about,
  tourHref,
  tourLabel,
}: {
  about: string;
  tourHref: string;
  tourLabel?: string;
}) {
  return (
    <ContactBar
      label={contactBar.label}
      callHref={agent.phone.href}
      textHref={smsHref(agent.phone.href, contactBar.text(about))}
      tourHref={tourHref}
      tourLabel={tourLabel}
    />
  );
}
