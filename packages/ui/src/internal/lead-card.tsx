import type { WebFormPost } from './form-shell';
import { forwardRef, useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card } from '../components/Card';
import { Heading, Text, type HeadingLevel } from '../components/Typography';
import { vars } from '../theme/vars';

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

/** What a lead form that is its own card (tour, valuation) takes for the card and its failure. */
export interface LeadFormCardProps {
  /** The line under the heading. */
  description?: ReactNode;
  /** The card's id, for in-page links such as `#contact`. */
  id?: string;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** Another way to reach the agent, shown when sending fails: "If it keeps happening, call {it}." */
  fallbackContact?: ReactNode;
  /**
   * The thanks once the form is delivered; the site says the agent's own promise in it.
   * @default MESSAGES.inquirySuccess ("Thank you! I'll be in touch soon. Check your email for next steps.")
   */
  successText?: ReactNode;
  /**
   * Where the browser sends the form when JavaScript is off (a plain POST with these hidden
   * fields); without it the form sends only through `onSubmit`.
   */
  post?: WebFormPost;
  /** Goes to the card, the root element. */
  className?: string;
}

export interface LeadCardProps {
  /** The card's heading; it also names the form. */
  title: ReactNode;
  /** The line under the heading. */
  description?: ReactNode;
  /** The card's id, for in-page links such as `#contact`. */
  id?: string;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
  /** The form, given the heading's id to name itself with. */
  children: (titleId: string) => ReactNode;
}

/** A lead form's card: at most 2xl wide (`size.formCard`), centred, under a heading that names the form. */
export const LeadCard = forwardRef<HTMLElement, LeadCardProps>(function LeadCard(
  { title, description, id, headingLevel = 2, className, children },
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
      {children(titleId)}
    </StyledCard>
  );
});
