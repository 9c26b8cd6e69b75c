import { RelocationRequestForm, type RelocationRequestFormProps } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { formCopy } from 'virtual:agent-site/forms';
import { fallbackContact } from './fallback-contact.tsx';
import { submitLead } from './submit.ts';

/**
 * The relocation request form, sending a lead of kind `relocation`: the site names the two places
 * in `labels`, offers its areas in `destinations` and says who brokers each side in `disclosure`.
 */
export default function RelocationRequest(props: Omit<RelocationRequestFormProps, 'onSubmit'>) {
  const { pathname } = useLocation();
  return (
    <RelocationRequestForm
      fallbackContact={fallbackContact}
      successText={formCopy.success}
      {...props}
      onSubmit={(values, meta) => submitLead('relocation', values, { page: pathname }, meta)}
    />
  );
}
