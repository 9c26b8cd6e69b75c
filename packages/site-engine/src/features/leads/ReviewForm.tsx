import { ReviewForm as Form, type ReviewFormProps } from '@agent-sites/ui';
import { useLocation } from 'react-router-dom';
import { formCopy } from 'virtual:agent-site/forms';
import { submitLead } from './submit.ts';

/** "Share Your Experience": the review goes to the agent for approval. */
export default function ReviewForm(props: Omit<ReviewFormProps, 'onSubmit'>) {
  const { pathname } = useLocation();
  return (
    <Form
      locationPlaceholder={formCopy.reviewLocationPlaceholder}
      onSubmit={(values, meta) => submitLead('review', values, { page: pathname }, meta)}
      {...props}
    />
  );
}
