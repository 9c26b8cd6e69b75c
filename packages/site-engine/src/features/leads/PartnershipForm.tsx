import { PartnershipForm as Form, type PartnershipFormProps } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { submitLead } from './submit.ts';

/** The partner request form. */
export default function PartnershipForm(props: Omit<PartnershipFormProps, 'onSubmit'>) {
  const { pathname } = useLocation();
  return (
    <Form
      onSubmit={(values, meta) => submitLead('partnership', values, { page: pathname }, meta)}
      {...props}
    />
  );
}
