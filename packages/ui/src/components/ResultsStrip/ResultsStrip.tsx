import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/** One headline figure: "12 days", read with its label "Median days on market". */
export interface ResultFigure {
  /** What is counted, e.g. "Homes sold". */
  label: string;
  /** The figure, formatted, e.g. "12 days" or "4.9 / 5". */
  value: string;
  /** What it is drawn from, e.g. "from 14 reviews". */
  detail?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['4']};
  margin: 0;

  ${media.up.md} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

/** The label, the figure, then what it is drawn from: read in that order too. */
const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  padding: ${vars.space['4']};
  border-inline-start: 4px solid ${vars.color.brand.accent};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.sm};
`;

const Label = styled.dt`
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
`;

const Value = styled.dd`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${vars.color.text.default};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};

  & > span {
    margin-top: ${vars.space['1']};
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.regular};
    color: ${vars.color.text.muted};
    line-height: ${vars.lineHeight.normal};
  }
`;

const Footnote = styled.p`
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.normal};
`;

export interface ResultsStripProps extends HTMLAttributes<HTMLDivElement> {
  /** The figures, in order; the strip draws nothing without any. */
  figures: ResultFigure[];
  /** The strip's accessible name, e.g. "My results". */
  label: string;
  /** Where the figures come from, under them. */
  footnote?: ReactNode;
}

/**
 * A row of headline figures, such as an agent's own results: two a row on a phone, up to four on
 * a wide screen. Marked up as a description list, so each label is read with its figure.
 */
export const ResultsStrip = forwardRef<HTMLDivElement, ResultsStripProps>(function ResultsStrip(
  { figures, label, footnote, ...rest },
  ref,
) {
  if (figures.length === 0) return null;
  return (
    <Root ref={ref} role="group" aria-label={label} {...rest}>
      <List>
        {figures.map((figure) => (
          <Item key={figure.label}>
            <Label>{figure.label}</Label>
            <Value>
              {figure.value}
              {figure.detail && <span>{figure.detail}</span>}
            </Value>
          </Item>
        ))}
      </List>
      {footnote && <Footnote>{footnote}</Footnote>}
    </Root>
  );
});
