import { styled } from 'styled-components';
import { SmartLink } from '../../internal/link';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const FooterRoot = styled.footer`
  background: ${vars.color.surface.inverse};
  color: ${vars.color.text.inverse};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  && :focus-visible {
    outline: 3px solid ${vars.color.text.inverse};
    outline-offset: 2px;
  }
`;

export const Inner = styled.div`
  max-width: ${vars.size.container};
  margin-inline: auto;
  padding: ${vars.space['12']} ${vars.space['4']} ${vars.space['8']};

  ${media.up.md} {
    padding-inline: ${vars.space['6']};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['8']};

  ${media.up.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up.lg} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;

  & address {
    font-style: normal;
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
`;

export const BrandName = styled.p`
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const Muted = styled.p`
  color: ${vars.color.text.inverseMuted};
  overflow-wrap: anywhere;
`;

export const ColumnTitle = styled.h2`
  color: ${vars.color.text.inverse};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: ${vars.letterSpacing.wide};
  line-height: ${vars.lineHeight.snug};
  text-transform: uppercase;
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-direction='row'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space['4']};
  }
`;

export const FooterLink = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: 2.25rem;
  color: ${vars.color.text.inverse};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 0.3em;
  overflow-wrap: anywhere;

  &:hover {
    color: ${vars.color.text.inverse};
    text-decoration-color: ${vars.color.brand.accent};
  }

  &[data-size='sm'] {
    min-height: 1.5rem;
    color: ${vars.color.text.inverseMuted};
    text-decoration-color: currentColor;
    &:hover {
      color: ${vars.color.text.inverse};
    }
  }
`;

export const Legal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin-top: ${vars.space['10']};
  padding-top: ${vars.space['6']};
  border-top: 1px solid color-mix(in srgb, ${vars.color.text.inverseMuted} 40%, transparent);
  color: ${vars.color.text.inverseMuted};
  font-size: ${vars.fontSize.xs};

  ${media.up.md} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${vars.space['4']} ${vars.space['8']};
  }
`;

export const LegalText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
`;

export const EqualHousing = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  color: ${vars.color.text.inverse};
  font-weight: ${vars.fontWeight.semibold};
`;
