import { Portrait } from '@agent-sites/ui';
import files from 'agent-photo:headshot?max=192';

/**
 * The agent's photo in the footer. A static island (`app/deferred.tsx`): the footer is on every
 * page and never leaves it, so the prerendered photo is adopted as it is and its code, the
 * picture's files and the portrait's styles stay out of every page's first load.
 */
export function FooterPortrait() {
  // Beside the written name the photo says nothing more to a screen reader; 4 rem needs 192 px at most.
  return <Portrait image={{ ...files, alt: '' }} size="sm" />;
}
