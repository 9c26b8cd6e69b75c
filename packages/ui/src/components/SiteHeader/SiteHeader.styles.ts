import { styled } from 'styled-components';
import { inverseFocusRing, menuAnchor, menuPanel, MenuButton, SkipLink } from '../../internal/frame.styles';
import { SmartLink } from '../../internal/link';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const HeaderRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  background: ${vars.color.surface.inverse};
  color: ${vars.color.text.inverse};
  box-shadow: ${vars.shadow.md};
  ${menuAnchor}

  /* On a short screen (a phone on its side, or zoomed to 200%) a bar that stays would cover a
     third of it: there the header scrolls away with the page. */
  @media (max-height: 30em) {
    position: relative;
  }

  ${inverseFocusRing}
`;

export { MenuButton, SkipLink };

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']} ${vars.space['4']};
  max-width: ${vars.size.container};
  min-height: 4rem;
  margin-inline: auto;
  padding: ${vars.space['2']} ${vars.space['4']};

  ${media.up.md} {
    padding-inline: ${vars.space['6']};
  }
  ${media.up.lg} {
    column-gap: ${vars.space['6']};
    row-gap: 0;
  }
  ${media.up.xl} {
    flex-wrap: nowrap;
    column-gap: ${vars.space['4']};
  }
`;

export const Brand = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['3']};
  /* On a phone the brand gives way first (its tagline wraps), so the menu button stays beside it
     from about 360px; narrower, or at 200% zoom, the button takes a row of its own. */
  flex: 1 1 11rem;
  min-width: 0;
  min-height: 2.75rem;
  margin-inline-end: auto;

  ${media.up.lg} {
    flex: 0 1 auto;
  }
  ${media.up.xl} {
    flex-shrink: 0;
  }
  color: ${vars.color.text.inverse};
  text-decoration: none;

  &:hover {
    color: ${vars.color.text.inverse};
  }
  & > img,
  & > svg {
    flex-shrink: 0;
  }
`;

export const BrandText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const BrandName = styled.span`
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const BrandTagline = styled.span`
  color: ${vars.color.text.inverseMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  letter-spacing: ${vars.letterSpacing.wide};
  line-height: ${vars.lineHeight.normal};
  text-transform: uppercase;
`;

/**
 * Below `lg` the panel drops down under the bar and scrolls on its own, so every link stays
 * reachable on a short screen or at 200% zoom. From `lg` the panel box goes away (its children
 * join the bar): the links take a second row under the brand and the call to action, and from
 * `xl`, where they fit, one row with them.
 */
export const Panel = styled.div`
  ${menuPanel}
  padding: ${vars.space['2']} ${vars.space['4']} ${vars.space['6']};

  ${media.up.lg} {
    & > [data-cta] {
      order: 2;
      white-space: nowrap;
    }
  }
`;
export const Nav = styled.nav`
  ${media.up.lg} {
    flex: 1 1 100%;
    order: 3;
  }
  ${media.up.xl} {
    flex: 1 1 0;
    order: 1;
    min-width: 0;
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up.lg} {
    flex-direction: row;
    flex-wrap: wrap;
    margin-inline: calc(-1 * ${vars.space['2']});
  }
  ${media.up.xl} {
    justify-content: flex-end;
    margin-inline: 0;
  }
`;

export const NavLink = styled(SmartLink)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${vars.space['2']} ${vars.space['3']};
  border-inline-start: 4px solid transparent;
  color: ${vars.color.text.inverse};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${vars.color.brand.accent};
    text-decoration: underline;
    text-underline-offset: 0.35em;
  }

  /* The current page is marked by shape and weight, not colour alone. */
  &[aria-current='page'] {
    border-inline-start-color: ${vars.color.brand.accent};
    font-weight: ${vars.fontWeight.bold};
    text-decoration: underline;
    text-decoration-color: ${vars.color.brand.accent};
    text-decoration-thickness: 3px;
    text-underline-offset: 0.35em;
  }

  ${media.up.lg} {
    padding-inline: ${vars.space['2']};
    border-inline-start: 0;
    font-size: ${vars.fontSize.sm};

    /* In a row, the thick underline marks the current page: bold would widen the longest labels
       and push the last link onto a row of its own. */
    &[aria-current='page'] {
      font-weight: ${vars.fontWeight.medium};
    }
  }
  /* One row with the brand and the call to action in the container's 1200px: ten links fit. */
  ${media.up.xl} {
    padding-inline: calc(${vars.space['2']} * 0.75);
  }
`;
