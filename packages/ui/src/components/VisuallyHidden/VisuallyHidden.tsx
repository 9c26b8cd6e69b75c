import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';

const Hidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;

  &[data-focusable]:focus,
  &[data-focusable]:focus-within {
    position: static !important;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Show the content again while it, or something inside it, has focus (for skip links).
   * @default false
   */
  focusable?: boolean;
}

/** Hides content visually while keeping it for screen readers, e.g. a label for an icon button. */
export function VisuallyHidden({ focusable = false, ...rest }: VisuallyHiddenProps) {
  return <Hidden data-focusable={focusable || undefined} {...rest} />;
}
