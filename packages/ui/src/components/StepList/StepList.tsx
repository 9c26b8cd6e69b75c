import { forwardRef, type OlHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { Icon } from '../Icon';
import type { HeadingLevel } from '../Typography';
import { VisuallyHidden } from '../VisuallyHidden';

/** One step of a process. */
export interface ProcessStep {
  /** A short name, e.g. "Financing and Pre-Approval". */
  title: ReactNode;
  /** What happens in this step. */
  description?: ReactNode;
  /** How long it takes, e.g. "1-3 business days". */
  duration?: string;
}

export interface StepListProps extends OlHTMLAttributes<HTMLOListElement> {
  /** The steps, in order; they are numbered from 1. */
  steps: ProcessStep[];
  /**
   * `vertical` stacks the steps along a line; `horizontal` lays them side by side from `lg`
   * (they stack below that, where there is no room). @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** The level of each step's title in the page outline, usually one below the section's. @default 3 */
  headingLevel?: HeadingLevel;
  /** Read before each step's title by screen readers, e.g. "Step 2: Financing". @default 'Step' */
  stepLabel?: string;
  /** Read before each duration by screen readers, e.g. "Duration: 1-2 hours". @default 'Duration' */
  durationLabel?: string;
}

const List = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up.lg} {
    &[data-orientation='horizontal'] {
      grid-auto-columns: minmax(0, 1fr);
      grid-auto-flow: column;
      grid-template-columns: none;
    }
  }
`;

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${vars.space['4']};
  min-width: 0;

  /* The line from one number to the next: decoration only, the list order carries the meaning. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 3rem;
    bottom: calc(-1 * ${vars.space['6']} + ${vars.space['1']});
    inset-inline-start: calc(1.25rem - 1px);
    width: 2px;
    background: ${vars.color.border.default};
  }

  ${media.up.lg} {
    [data-orientation='horizontal'] > & {
      grid-template-columns: minmax(0, 1fr);
      row-gap: ${vars.space['4']};
    }
    [data-orientation='horizontal'] > &:not(:last-child)::before {
      top: calc(1.25rem - 1px);
      bottom: auto;
      inset-inline-start: 3.25rem;
      inset-inline-end: calc(-1 * ${vars.space['6']} + ${vars.space['2']});
      width: auto;
      height: 2px;
    }
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.brand.primary};
  color: ${vars.color.brand.onPrimary};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: 1;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
  padding-top: ${vars.space['2']};
`;

const Title = styled.h3`
  color: ${vars.color.text.default};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Description = styled.div`
  color: ${vars.color.text.muted};
  line-height: ${vars.lineHeight.relaxed};
  overflow-wrap: anywhere;
`;

const Duration = styled.p`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${vars.space['2']};
  padding: 0.125rem ${vars.space['3']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.tone.accent.surface};
  color: ${vars.color.tone.accent.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

/** A numbered process: the buying, selling or loan steps, or a short "How It Works". */
export const StepList = forwardRef<HTMLOListElement, StepListProps>(function StepList(
  {
    steps,
    orientation = 'vertical',
    headingLevel = 3,
    stepLabel = 'Step',
    durationLabel = 'Duration',
    ...rest
  },
  ref,
) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <List ref={ref} role="list" data-orientation={orientation} {...rest}>
      {steps.map((step, index) => (
        <Item key={index}>
          <StepNumber aria-hidden="true">{index + 1}</StepNumber>
          <Body>
            <Title as={`h${headingLevel}`}>
              <VisuallyHidden>
                {stepLabel} {index + 1}:
              </VisuallyHidden>{' '}
              {step.title}
            </Title>
            {step.description && <Description>{step.description}</Description>}
            {step.duration && (
              <Duration>
                <Icon name="clock" size="1em" />
                <VisuallyHidden>{durationLabel}:</VisuallyHidden> {step.duration}
              </Duration>
            )}
          </Body>
        </Item>
      ))}
    </List>
  );
});
