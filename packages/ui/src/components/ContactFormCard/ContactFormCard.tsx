import { forwardRef, useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Card } from '../Card';
import { InquiryForm, type InquiryFormProps } from '../InquiryForm';
import { Heading, Text, type HeadingLevel } from '../Typography';

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

const StyledCard = styled(Card)`
  width: 100%;
  max-width: ${vars.size.formCard};
  margin-inline: auto;
  /* In-page links land below a sticky header rather than under it. */
  scroll-margin-top: ${vars.space['20']};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin-bottom: ${vars.space['6']};
`;

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
    headingLevel = 2,
    className,
    ...formProps
  },
  ref,
) {
  const titleId = `${useId()}-title`;
  return (
    <StyledCard
      ref={ref as React.Ref<HTMLDivElement>}
      forwardedAs="section"
      id={id}
      padding="md"
      className={className}
    >
      <Header>
        <Heading level={headingLevel} size="lg" id={titleId}>
          {title}
        </Heading>
        {description && <Text tone="muted">{description}</Text>}
      </Header>
      <InquiryForm {...formProps} aria-labelledby={titleId} />
    </StyledCard>
  );
});
