import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export interface ActionBarProps extends HTMLAttributes<HTMLDivElement> {
  /** The actions: buttons, and a short status beside them. */
  children: ReactNode;
  className?: string;
}

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};
  padding: ${vars.space['3']};
  border-top: 1px solid ${vars.color.border.default};
  background: ${vars.color.surface.raised};
  box-shadow: 0 -0.5rem 1rem -0.75rem ${vars.color.border.strong};

  /* On a short screen (a phone on its side, or 200% zoom) a bar that stays would hide too much:
     there it scrolls with the page. */
  @media (max-height: 30em) {
    position: static;
  }
`;

/**
 * A page's or a form's main actions in a bar that stays at the bottom of the screen while what
 * they act on scrolls under it, and settles at the end of its container once that is in view.
 * Put it last in the container it belongs to.
 */
export const ActionBar = forwardRef<HTMLDivElement, ActionBarProps>(function ActionBar(
  { children, ...rest },
  ref,
) {
  return (
    <Bar ref={ref} {...rest}>
      {children}
    </Bar>
  );
});
