import { forwardRef, type ReactNode } from 'react';
import { LeadCard } from '../../internal/lead-card';
import { InquiryForm, type InquiryFormProps } from '../InquiryForm';
import type { HeadingLevel } from '../Typography';

export interface ContactFormCardProps extends Omit<
  InquiryFormProps,
  'aria-label' | 'aria-labelledby' | 'className'
> {
  /** The card's heading; it also names the form. @default 'Get Started' */
  title?: ReactNode;
  /** The line under the heading. @default "Let's discuss your real estate goals" */
  description?: ReactNode;
  /** The card's id, for in-page links such as `#contact`. */
  id?: string;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The reusable contact form card (spec §2): a heading, a description and an `InquiryForm` named
 * by the heading, at most 2xl wide (`size.formCard`) and centred. Every `InquiryForm` prop
 * (`variant`, `prefilledAddress`, `onSubmit`, ...) passes through.
 */
export const ContactFormCard = forwardRef<HTMLElement, ContactFormCardProps>(function ContactFormCard(
  {
    title = 'Get Started',
    description = "Let's discuss your real estate goals",
    id,
    headingLevel,
    className,
    ...formProps
  },
  ref,
) {
  return (
    <LeadCard
      ref={ref}
      title={title}
      description={description}
      id={id}
      headingLevel={headingLevel}
      className={className}
    >
      {(titleId) => <InquiryForm {...formProps} aria-labelledby={titleId} />}
    </LeadCard>
  );
});
