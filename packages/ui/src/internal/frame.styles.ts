import { css, styled } from 'styled-components';
import { media } from '../theme/media';
import { vars } from '../theme/vars';

/**
 * A frame's "Skip to main content" link: off screen until it has keyboard focus, then at the top
 * left of its positioned bar.
 */
export const SkipLink = styled.a`
  position: absolute;
  top: ${vars.space['2']};
  inset-inline-start: ${vars.space['4']};
  z-index: 1;
  padding: ${vars.space['2']} ${vars.space['4']};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.link};
  font-weight: ${vars.fontWeight.semibold};
  box-shadow: ${vars.shadow.lg};

  /* Out of sight until focused, clipped to nothing: moved up out of its bar, it showed over
     whatever sits above the bar (the back office's notice when JavaScript is off). */
  &:not(:focus) {
    clip-path: inset(50%);
  }
  /* Stronger than a bar's inverse ring (defined later, with two classes and a pseudo-class). */
  &&&:focus-visible {
    outline-color: ${vars.color.border.focus};
  }
`;

/** The theme's focus colour is chosen for light surfaces; on a dark bar a light ring shows. */
export const inverseFocusRing = css`
  && :focus-visible {
    outline: 3px solid ${vars.color.text.inverse};
    outline-offset: 2px;
  }
`;

/** A frame's Menu button on a dark bar: it opens the navigation below `lg`, and is gone from there. */
export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: 2.75rem;
  padding: ${vars.space['2']} ${vars.space['4']};
  border: 2px solid ${vars.color.text.inverse};
  border-radius: ${vars.radius.control};
  background: transparent;
  color: ${vars.color.text.inverse};
  font-weight: ${vars.fontWeight.semibold};
  cursor: pointer;
  flex-shrink: 0;

  &:hover,
  &[aria-expanded='true'] {
    background: ${vars.color.text.inverse};
    color: ${vars.color.surface.inverse};
  }

  ${media.up.lg} {
    display: none;
  }
`;

/** The name the menu panel is anchored by: the frame's bar, whose bottom edge it hangs from. */
const MENU_ANCHOR = '--menu-frame';

/** On the element the menu drops down from (a frame's bar). */
export const menuAnchor = css`
  anchor-name: ${MENU_ANCHOR};
`;

/**
 * A frame's menu panel, a popover (\`useMenuDisclosure\`): below \`lg\`, open, it hangs under the
 * bar (\`menuAnchor\`; 4rem down where anchors are not supported), as wide as the screen, and
 * scrolls on its own, so every link stays reachable on a short screen or at 200% zoom; from \`lg\`
 * its box goes away and its children join the bar.
 */
export const menuPanel = css`
  display: none;
  /* Not the browser's popover look: in the bar's flow, its colours, no frame. */
  position: static;
  inset: auto;
  width: auto;
  height: auto;
  overflow: visible;
  padding: 0;
  margin: 0;
  border: 0;
  background: transparent;
  color: inherit;

  &:popover-open {
    display: flex;
    flex-direction: column;
    gap: ${vars.space['4']};
    position: fixed;
    inset: 4rem 0 0 0;
    inset: anchor(${MENU_ANCHOR} bottom) 0 0 0;
    height: fit-content;
    overflow-y: auto;
    border-top: 1px solid ${vars.color.text.inverseMuted};
    background: ${vars.color.surface.inverse};
    box-shadow: ${vars.shadow.lg};
  }

  ${media.up.lg} {
    &,
    &:popover-open {
      display: contents;
    }
  }
`;
