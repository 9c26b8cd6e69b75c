import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const HEADING_SIZES = ['display', 'xl', 'lg', 'md', 'sm'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level in the document outline (h1 to h6). Choose it for structure, not looks. */
  level: HeadingLevel;
  /** How big it looks, independent of the level. Defaults by level (h1 `xl`, h2 `lg`, h3 `md`). */
  size?: HeadingSize;
  /** @default 'default' */
  tone?: 'default' | 'inverse' | 'brand';
  /** @default 'start' */
  align?: 'start' | 'center';
}

const StyledHeading = styled.h2`
  font-family: ${vars.font.heading};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: ${vars.letterSpacing.tight};
  color: ${vars.color.text.default};
  text-wrap: balance;
  overflow-wrap: anywhere;

  &[data-size='display'] {
    font-size: ${vars.fontSize['4xl']};
    ${media.up.md} {
      font-size: ${vars.fontSize['5xl']};
    }
  }
  &[data-size='xl'] {
    font-size: ${vars.fontSize['3xl']};
    ${media.up.md} {
      font-size: ${vars.fontSize['4xl']};
    }
  }
  &[data-size='lg'] {
    font-size: ${vars.fontSize['2xl']};
    ${media.up.md} {
      font-size: ${vars.fontSize['3xl']};
    }
  }
  &[data-size='md'] {
    font-size: ${vars.fontSize.xl};
    line-height: ${vars.lineHeight.snug};
  }
  &[data-size='sm'] {
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.snug};
  }

  &[data-tone='inverse'] {
    color: ${vars.color.text.inverse};
  }
  &[data-tone='brand'] {
    color: ${vars.color.brand.primary};
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

/** A heading whose level follows the document outline and whose size follows the design. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, tone = 'default', align = 'start', ...rest },
  ref,
) {
  return (
    <StyledHeading
      ref={ref}
      as={`h${level}`}
      data-size={size ?? defaultSize[level]}
      data-tone={tone}
      data-align={align}
      {...rest}
    />
  );
});

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** @default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** `muted` for secondary text; `inverse` on dark surfaces. @default 'default' */
  tone?: 'default' | 'muted' | 'inverse' | 'inverseMuted' | 'danger' | 'success';
  /** @default 'regular' */
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  /** @default 'start' */
  align?: 'start' | 'center';
  /** @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'time' | 'address';
  /** With `as="time"`: the machine-readable date, e.g. `2025-08-20`. */
  dateTime?: string;
}

const StyledText = styled.p`
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.relaxed};
  font-style: normal;
  overflow-wrap: anywhere;

  &[data-size='xs'] {
    font-size: ${vars.fontSize.xs};
    line-height: ${vars.lineHeight.normal};
  }
  &[data-size='sm'] {
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.normal};
  }
  &[data-size='lg'] {
    font-size: ${vars.fontSize.lg};
  }

  &[data-tone='default'] {
    color: ${vars.color.text.default};
  }
  &[data-tone='muted'] {
    color: ${vars.color.text.muted};
  }
  &[data-tone='inverse'] {
    color: ${vars.color.text.inverse};
  }
  &[data-tone='inverseMuted'] {
    color: ${vars.color.text.inverseMuted};
  }
  &[data-tone='danger'] {
    color: ${vars.color.tone.danger.text};
  }
  &[data-tone='success'] {
    color: ${vars.color.tone.success.text};
  }

  &[data-weight='regular'] {
    font-weight: ${vars.fontWeight.regular};
  }
  &[data-weight='medium'] {
    font-weight: ${vars.fontWeight.medium};
  }
  &[data-weight='semibold'] {
    font-weight: ${vars.fontWeight.semibold};
  }
  &[data-weight='bold'] {
    font-weight: ${vars.fontWeight.bold};
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

/** Body text in the theme's type scale. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { size = 'md', tone = 'default', weight = 'regular', align = 'start', as = 'p', ...rest },
  ref,
) {
  return (
    <StyledText
      ref={ref as never}
      as={as}
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-align={align}
      {...rest}
    />
  );
});
