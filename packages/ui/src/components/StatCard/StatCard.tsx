import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Icon, type IconName } from '../Icon';

export const STAT_TRENDS = ['up', 'down', 'neutral'] as const;
export type StatTrend = (typeof STAT_TRENDS)[number];
export type StatSentiment = 'positive' | 'negative' | 'neutral';

export interface StatCardProps extends HTMLAttributes<HTMLDivElement> {
  /** What is measured, e.g. "30-Year Mortgage Rate". */
  label: string;
  /** The figure, formatted, e.g. "6.2%" or "$285K". */
  value: string;
  /** Words after the figure that complete it, e.g. "months of supply" or "in Denver County". */
  detail?: ReactNode;
  /**
   * How the figure moved, in words that say the direction, e.g. "down from 7.1%" or "up 15%".
   * Shown with the trend's arrow; the words, not the arrow or its colour, carry the meaning.
   */
  change?: string;
  /** Which way the figure moved, drawn as an arrow beside `change`. @default 'neutral' */
  trend?: StatTrend;
  /**
   * Whether the move is good news for the reader, which sets the change's colour: a falling
   * rate is `positive` for buyers. @default 'neutral'
   */
  sentiment?: StatSentiment;
  /** A decorative icon beside the label. */
  icon?: IconName;
  /** A source or note under the figure, e.g. "Source: Freddie Mac, August 2025". */
  footnote?: ReactNode;
}

const TREND_ICON: Record<StatTrend, IconName> = {
  up: 'trendingUp',
  down: 'trendingDown',
  neutral: 'arrowRight',
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  height: 100%;
  min-width: 0;
  padding: ${vars.space['6']};
  border: 1px solid ${vars.color.border.default};
  border-top: 4px solid ${vars.color.brand.accent};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.color.text.default};
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: 0;
`;

const Label = styled.dt`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: ${vars.letterSpacing.wide};
  line-height: ${vars.lineHeight.snug};
  text-transform: uppercase;

  & > svg {
    color: ${vars.color.brand.primary};
  }
`;

const Value = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${vars.space['2']};
  margin: 0;
`;

const Figure = styled.span`
  color: ${vars.color.text.default};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize['4xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.md};
`;

const Change = styled.dd`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0.125rem ${vars.space['3']};
  border: 1px solid;
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};

  &[data-sentiment='positive'] {
    background: ${vars.color.tone.success.surface};
    border-color: ${vars.color.tone.success.border};
    color: ${vars.color.tone.success.text};
  }
  &[data-sentiment='negative'] {
    background: ${vars.color.tone.danger.surface};
    border-color: ${vars.color.tone.danger.border};
    color: ${vars.color.tone.danger.text};
  }
  &[data-sentiment='neutral'] {
    background: ${vars.color.tone.neutral.surface};
    border-color: ${vars.color.tone.neutral.border};
    color: ${vars.color.tone.neutral.text};
  }
`;

const Footnote = styled.p`
  margin-top: auto;
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.normal};
`;

/**
 * One market figure: a label, the value, how it moved and where it comes from. Marked up as a
 * description list so the label is read with its value.
 */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  { label, value, detail, change, trend = 'neutral', sentiment = 'neutral', icon, footnote, ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-trend={trend} {...rest}>
      <List>
        <Label>
          {icon && <Icon name={icon} />}
          {label}
        </Label>
        <Value>
          <Figure>{value}</Figure>
          {detail && <Detail>{detail}</Detail>}
        </Value>
        {change && (
          <Change data-sentiment={sentiment}>
            <Icon name={TREND_ICON[trend]} size="1.1em" />
            {change}
          </Change>
        )}
      </List>
      {footnote && <Footnote>{footnote}</Footnote>}
    </Root>
  );
});
