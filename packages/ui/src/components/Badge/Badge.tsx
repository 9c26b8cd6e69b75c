import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Tone } from '../../theme/tokens';
import { vars } from '../../theme/vars';
import { Icon, type IconName } from '../Icon';

export const BADGE_TONES = [
  'neutral',
  'info',
  'success',
  'warning',
  'danger',
  'accent',
] as const satisfies readonly Tone[];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Meaning of the badge. Colour is never the only signal: the text says it too.
   * @default 'neutral'
   */
  tone?: Tone;
  /** `subtle` is tinted, `solid` is strong (for badges over photos). @default 'subtle' */
  variant?: 'subtle' | 'solid';
  /** An icon before the text. */
  icon?: IconName;
  children: ReactNode;
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  padding: 0.125rem ${vars.space['3']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.02em;
  line-height: 1.6;
  white-space: nowrap;

  ${BADGE_TONES.map(
    (tone) => `
  &[data-tone='${tone}'][data-variant='subtle'] {
    background: ${vars.color.tone[tone].surface};
    border-color: ${vars.color.tone[tone].border};
    color: ${vars.color.tone[tone].text};
  }
  &[data-tone='${tone}'][data-variant='solid'] {
    background: ${vars.color.tone[tone].text};
    color: ${vars.color.surface.raised};
  }`,
  ).join('\n')}
`;

/** A short label: a status, a category, a count. */
export function Badge({ tone = 'neutral', variant = 'subtle', icon, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge data-tone={tone} data-variant={variant} {...rest}>
      {icon && <Icon name={icon} size="1em" />}
      {children}
    </StyledBadge>
  );
}
