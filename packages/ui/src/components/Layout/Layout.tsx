import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Space } from '../../theme/tokens';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

const SPACES = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '8',
  '10',
  '12',
  '16',
  '20',
] as const satisfies readonly Space[];
const gapRules = (property: string) =>
  SPACES.map((space) => `&[data-gap='${space}'] { ${property}: ${vars.space[space]}; }`).join('\n');

type As = 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'main' | 'header' | 'footer' | 'article' | 'aside';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** `page` for the site's content width, `prose` for comfortable reading. @default 'page' */
  width?: 'page' | 'prose' | 'formCard';
  /** @default 'div' */
  as?: As;
}

const StyledContainer = styled.div`
  width: 100%;
  margin-inline: auto;
  padding-inline: ${vars.space['4']};
  ${media.up.md} {
    padding-inline: ${vars.space['6']};
  }

  &[data-width='page'] {
    max-width: ${vars.size.container};
  }
  &[data-width='prose'] {
    max-width: ${vars.size.prose};
  }
  &[data-width='formCard'] {
    max-width: ${vars.size.formCard};
    padding-inline: 0;
  }
`;

/** Centres content and limits its width, with side padding on small screens. */
export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container(
  { width = 'page', as = 'div', ...rest },
  ref,
) {
  return <StyledContainer ref={ref} as={as} data-width={width} {...rest} />;
});

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children. @default '4' */
  gap?: Space;
  /** `row` lays children side by side, wrapping when there is no room. @default 'column' */
  direction?: 'column' | 'row';
  /** Cross-axis alignment. @default 'stretch' */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution. @default 'start' */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** @default 'div' */
  as?: As;
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-direction='row'] {
    flex-direction: row;
    flex-wrap: wrap;
  }
  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }
  ${gapRules('gap')}
`;

/** Lays children out in a column or a wrapping row with even spacing. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { gap = '4', direction = 'column', align = 'stretch', justify = 'start', as = 'div', ...rest },
  ref,
) {
  return (
    <StyledStack
      ref={ref}
      as={as}
      data-gap={gap}
      data-direction={direction}
      data-align={align}
      data-justify={justify}
      {...rest}
    />
  );
});

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Columns at the widest: one column on phones, two from `md`, this many from `lg`.
   * @default 3
   */
  columns?: 1 | 2 | 3 | 4;
  /** Space between cells. @default '6' */
  gap?: Space;
  /** @default 'div' */
  as?: As;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  ${gapRules('gap')}

  ${media.up.md} {
    &[data-columns='2'],
    &[data-columns='3'],
    &[data-columns='4'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${media.up.lg} {
    &[data-columns='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    &[data-columns='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

/** A responsive grid of equal columns: cards of listings, articles, stats. */
export const Grid = forwardRef<HTMLDivElement, GridProps>(function Grid(
  { columns = 3, gap = '6', as = 'div', ...rest },
  ref,
) {
  return <StyledGrid ref={ref} as={as} data-columns={columns} data-gap={gap} {...rest} />;
});
