import { styled } from 'styled-components';
import { inverseFocusRing, SkipLink } from '../../internal/frame.styles';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${vars.color.surface.page};
`;

export { SkipLink };

export const Bar = styled.header`
  position: relative;
  background: ${vars.color.surface.inverse};
  color: ${vars.color.text.inverse};
  ${inverseFocusRing}
`;

export const BarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['6']};
  max-width: ${vars.size.container};
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

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavLink = styled.a`
  display: inline-block;
  padding: ${vars.space['2']} ${vars.space['3']};
  border-bottom: 2px solid transparent;
  color: ${vars.color.text.inverse};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;

  /* The global a:hover colour is for light surfaces: on the dark bar it would fail contrast. */
  &:hover {
    color: ${vars.color.text.inverse};
    text-decoration: underline;
  }
  &[aria-current='page'] {
    border-bottom-color: ${vars.color.brand.accent};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};
  margin-inline-start: auto;
  font-size: ${vars.fontSize.sm};

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
