import { GuideRequestForm, type GuideRequestFormProps } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { agent } from '../../config/agent.ts';
import { formCopy } from 'virtual:agent-site/forms';
import { submitLead } from './submit.ts';

/** The site's free guide, requested in a dialog and sent by email. */
export default function GuideRequest(props: Omit<GuideRequestFormProps, 'onSubmit' | 'agentName'>) {
  const { pathname } = useLocation();
  return (
    <GuideRequestForm
      agentName={agent.name}
      triggerLabel={formCopy.guide?.triggerLabel}
      title={formCopy.guide?.title}
      messagePlaceholder={formCopy.guide?.messagePlaceholder}
      onSubmit={(values, meta) => submitLead('guide', values, { page: pathname }, meta)}
      {...props}
    />
  );
}
