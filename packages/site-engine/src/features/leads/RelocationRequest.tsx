import { RelocationRequestForm, type RelocationRequestFormProps } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { fallbackContact } from './fallback-contact.tsx';
import { useReplyPromise } from './reply-promise.ts';
import { submitLead } from './submit.ts';
import { webPost } from './web-post.ts';

/**
 * The relocation request form, sending a lead of kind `relocation`: the site names the two places
 * in `labels`, offers its areas in `destinations` and says who brokers each side in `disclosure`.
 */
export default function RelocationRequest(props: Omit<RelocationRequestFormProps, 'onSubmit'>) {
  const { pathname } = useLocation();
  const reply = useReplyPromise();
  return (
    <RelocationRequestForm
      fallbackContact={fallbackContact}
      successText={reply.successText}
      {...props}
      post={webPost('relocation', { page: pathname })}
      onSubmit={(values, meta) => submitLead('relocation', values, { page: pathname }, meta, reply.keep)}
    />
  );
}
