import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/**
 * The bar, last in the page's main region: it stays at the bottom of a phone's screen while the
 * page scrolls under it, and settles at the end of the page's content (above the footer), so it
 * never hides anything for good. Wider screens show the agent's number elsewhere: no bar there.
 */
export const Bar = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space['2']};
  padding: ${vars.space['2']} ${vars.space['3']};
  padding-bottom: calc(${vars.space['2']} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${vars.color.border.default};
  background: ${vars.color.surface.raised};
  box-shadow: 0 -0.5rem 1rem -0.75rem ${vars.color.border.strong};

  & > a {
    min-height: 2.75rem;
  }

  /* A phone on its side, or 200% zoom: a bar that stays would hide too much, so it scrolls. */
  @media (max-height: 30em) {
    position: static;
  }

  ${media.up.md} {
    display: none;
  }
`;
