import { css, keyframes, styled } from 'styled-components';
import { SmartLink } from '../../internal/link';
import { vars } from '../../theme/vars';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * One static rule set for every variant and size: the variant and size arrive as data attributes,
 * so styled-components never recomputes CSS on render.
 */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  min-height: 2.75rem;
  padding: ${vars.space['2']} ${vars.space['5']};
  border: 2px solid transparent;
  border-radius: ${vars.radius.control};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-size='sm'] {
    min-height: 2.25rem;
    padding: ${vars.space['1']} ${vars.space['3']};
    font-size: ${vars.fontSize.sm};
  }
  &[data-size='lg'] {
    min-height: 3.25rem;
    padding: ${vars.space['3']} ${vars.space['8']};
    font-size: ${vars.fontSize.lg};
  }
  &[data-full-width] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${vars.color.brand.primary};
    color: ${vars.color.brand.onPrimary};
    &:hover {
      background: ${vars.color.brand.primaryHover};
      color: ${vars.color.brand.onPrimary};
    }
  }
  &[data-variant='accent'] {
    background: ${vars.color.brand.accent};
    color: ${vars.color.brand.onAccent};
    &:hover {
      background: ${vars.color.brand.accentHover};
      color: ${vars.color.brand.onAccent};
    }
  }
  &[data-variant='secondary'] {
    background: ${vars.color.surface.raised};
    border-color: ${vars.color.brand.primary};
    color: ${vars.color.brand.primary};
    &:hover {
      background: ${vars.color.surface.sunken};
      color: ${vars.color.brand.primaryHover};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.text.link};
    &:hover {
      background: ${vars.color.surface.sunken};
      color: ${vars.color.text.linkHover};
    }
  }
  &[data-variant='inverse'] {
    background: transparent;
    border-color: ${vars.color.text.inverse};
    color: ${vars.color.text.inverse};
    &:hover {
      background: ${vars.color.text.inverse};
      color: ${vars.color.surface.inverse};
    }
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.65;
  }

  & [data-spinner] {
    animation: ${spin} 0.8s linear infinite;
  }
`;

export const StyledButton = styled.button`
  ${buttonStyles}
`;

export const StyledLink = styled(SmartLink)`
  ${buttonStyles}
`;
