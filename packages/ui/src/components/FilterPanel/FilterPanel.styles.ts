import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const PanelRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.sm};
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};

  ${media.up.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up.xl} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  min-height: 2.25rem;

  & > [data-result-count] {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.text.muted};
  }
  & > [data-clear] {
    margin-inline-start: auto;
  }
`;
