import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Icon } from '../Icon';
import type { HeadingLevel } from '../Typography';

/** One question and its answer. */
export interface FAQItem {
  /** The question, the text of the button that shows the answer. */
  question: string;
  /** The answer: text, paragraphs, lists or links. */
  answer: ReactNode;
  /** Show the answer when the page loads. @default false */
  defaultOpen?: boolean;
}

export interface FAQProps extends HTMLAttributes<HTMLDivElement> {
  /** The questions, in order. */
  items: FAQItem[];
  /** The level of each question's heading in the page outline. @default 3 */
  headingLevel?: HeadingLevel;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${vars.color.border.default};
`;

const Item = styled.div`
  border-bottom: 1px solid ${vars.color.border.default};
`;

const Question = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['4']};
  width: 100%;
  min-height: 2.75rem;
  padding: ${vars.space['4']} ${vars.space['1']};
  border: 0;
  background: transparent;
  color: ${vars.color.text.default};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${vars.color.text.linkHover};
  }

  & > svg {
    color: ${vars.color.text.muted};
    transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Answer = styled.div`
  padding: 0 ${vars.space['1']} ${vars.space['5']};
  color: ${vars.color.text.default};
  line-height: ${vars.lineHeight.relaxed};
  overflow-wrap: anywhere;

  & > * + * {
    margin-top: ${vars.space['3']};
  }
  & ul,
  & ol {
    padding-inline-start: ${vars.space['6']};
  }
`;

/**
 * Questions that open to show their answers: each question is a heading holding a button with
 * `aria-expanded`, so the list can be browsed by heading and operated with Enter or Space. Any
 * number of answers may be open at once.
 */
export const FAQ = forwardRef<HTMLDivElement, FAQProps>(function FAQ(
  { items, headingLevel = 3, ...rest },
  ref,
) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(items.flatMap((item, index) => (item.defaultOpen ? [index] : []))),
  );

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Root ref={ref} {...rest}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${id}-q${index}`;
        const panelId = `${id}-a${index}`;
        return (
          <Item key={index} data-state={expanded ? 'open' : 'closed'}>
            <Question as={`h${headingLevel}`}>
              <Toggle
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                {item.question}
                <Icon name="chevronDown" />
              </Toggle>
            </Question>
            <Answer id={panelId} hidden={!expanded}>
              {item.answer}
            </Answer>
          </Item>
        );
      })}
    </Root>
  );
});
