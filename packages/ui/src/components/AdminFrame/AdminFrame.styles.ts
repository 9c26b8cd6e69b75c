import { styled } from 'styled-components';
import { inverseFocusRing, menuAnchor, menuPanel, MenuButton, SkipLink } from '../../internal/frame.styles';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${vars.color.surface.page};
`;

export { MenuButton, SkipLink };

export const Bar = styled.header`
  position: relative;
  background: ${vars.color.surface.inverse};
  color: ${vars.color.text.inverse};
  ${menuAnchor}
  ${inverseFocusRing}
`;

export const BarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']} ${vars.space['6']};
  max-width: ${vars.size.container};
  /* As tall as with the Menu button, so the page does not move when the sections arrive with the
     sign-in. */
  min-height: calc(2.75rem + 2 * ${vars.space['3']});
  margin-inline: auto;
  padding: ${vars.space['3']} ${vars.space['4']};
  ${media.up.md} {
    padding-inline: ${vars.space['6']};
  }
`;

export const Brand = styled.a`
  display: flex;
  flex-direction: column;
  color: inherit;
  text-decoration: none;
  line-height: ${vars.lineHeight.tight};

  &:hover {
    color: inherit;
  }

  & strong {
    font-family: ${vars.font.heading};
    font-size: ${vars.fontSize.lg};
  }
  & span {
    color: ${vars.color.text.inverseMuted};
    font-size: ${vars.fontSize.xs};
    letter-spacing: ${vars.letterSpacing.wide};
    text-transform: uppercase;
  }
`;

/**
 * Below `lg` the sections and the account drop down under the bar from the Menu button, so the
 * page starts right under one short bar; from `lg` the panel box goes away and they sit in the bar
 * (wrapping onto a second line when a section more needs it).
 */
export const Panel = styled.div`
  /* Open, it is in the top layer: over the page and its toasts. */
  ${menuPanel}
  padding: ${vars.space['2']} ${vars.space['4']} ${vars.space['5']};
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
    gap: ${vars.space['1']};
  }
`;

export const NavLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${vars.space['2']} ${vars.space['3']};
  border-inline-start: 4px solid transparent;
  border-bottom: 2px solid transparent;
  color: ${vars.color.text.inverse};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;

  /* The global a:hover colour is for light surfaces: on the dark bar it would fail contrast. */
  &:hover {
    color: ${vars.color.text.inverse};
    text-decoration: underline;
  }
  /* The current section is marked by shape and weight, not colour alone: a bar beside it in the
     menu, a line under it in the row. */
  &[aria-current='page'] {
    border-inline-start-color: ${vars.color.brand.accent};
    font-weight: ${vars.fontWeight.semibold};
  }
  ${media.up.lg} {
    display: inline-flex;
    min-height: 0;
    border-inline-start: 0;
    &[aria-current='page'] {
      border-bottom-color: ${vars.color.brand.accent};
    }
  }
`;

export const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};
  padding-top: ${vars.space['3']};
  border-top: 1px solid ${vars.color.text.inverseMuted};
  font-size: ${vars.fontSize.sm};

  ${media.up.lg} {
    margin-inline-start: auto;
    padding-top: 0;
    border-top: 0;
  }

  & > span {
    color: ${vars.color.text.inverseMuted};
    overflow-wrap: anywhere;
  }
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${vars.size.container};
  margin-inline: auto;
  padding: ${vars.space['6']} ${vars.space['4']} ${vars.space['12']};
  ${media.up.md} {
    padding-inline: ${vars.space['6']};
  }
  &:focus {
    outline: none;
  }
`;
