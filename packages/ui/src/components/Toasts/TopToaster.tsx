import type { CSSProperties } from 'react';
import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { Toaster, type ToasterProps } from './Toasts';

export interface TopToasterProps extends ToasterProps {
  /**
   * The room kept free above the toasts, such as a frame's bar whose buttons must stay usable: a
   * CSS length.
   * @default '0px'
   */
  clearance?: string;
}

/* Twice the class, to win over the Toaster's own bottom placement whatever the order of the rules. */
const Top = styled.div`
  && .Toastify__toast-container {
    top: calc(var(--toast-clearance) + ${vars.space['2']});
    bottom: auto;
    ${media.up.sm} {
      top: calc(var(--toast-clearance) + ${vars.space['4']});
    }
  }
`;

/**
 * The `Toaster` at the top of the screen (right from `sm`), for screens whose actions sit in a bar
 * at the bottom, which a toast must never cover (the back office's forms). Its own module, so the
 * pages that place toasts at the bottom do not carry it.
 */
export function TopToaster({ clearance = '0px', ...props }: TopToasterProps) {
  return (
    <Top style={{ '--toast-clearance': clearance } as CSSProperties}>
      <Toaster {...props} />
    </Top>
  );
}
