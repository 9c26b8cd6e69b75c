import { ContactFormCard, type ContactFormCardProps } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { formCopy } from 'virtual:agent-site/forms';
import { fallbackContact } from './fallback-contact.tsx';
import { useReplyPromise } from './reply-promise.ts';
import { submitLead } from './submit.ts';
import { webPost } from './web-post.ts';

export type ContactFormProps = Omit<ContactFormCardProps, 'onSubmit' | 'fallbackContact'> & {
  /** The listing this inquiry is about, on a listing page. */
  listingSlug?: string;
};

/** The contact form card, sending its inquiry to the agent. */
export default function ContactForm({ listingSlug, variant = 'home', ...props }: ContactFormProps) {
  const { pathname } = useLocation();
  const reply = useReplyPromise();
  return (
    <ContactFormCard
      variant={variant}
      fallbackContact={fallbackContact}
      successText={reply.successText}
      areaPlaceholder={variant === 'seller' ? formCopy.sellerAreaPlaceholder : formCopy.areaPlaceholder}
      post={webPost('inquiry', { page: pathname, listingSlug, variant })}
      onSubmit={(values, meta) =>
        submitLead('inquiry', values, { page: pathname, listingSlug, variant }, meta, reply.keep)
      }
      {...props}
    />
  );
}
