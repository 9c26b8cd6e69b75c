import { SubscribeForm as Form, type SubscribeFormProps } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { submitLead } from './submit.ts';

/** "Stay Informed": the address gets a confirmation link before any newsletter. */
export default function SubscribeForm(props: Omit<SubscribeFormProps, 'onSubmit'>) {
  const { pathname } = useLocation();
  return (
    <Form onSubmit={(values, meta) => submitLead('subscribe', values, { page: pathname }, meta)} {...props} />
  );
}
