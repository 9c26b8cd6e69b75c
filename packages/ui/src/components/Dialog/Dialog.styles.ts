import { keyframes, styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

// Only the panel's position moves, never its opacity: text keeps full contrast from the first frame.
const rise = keyframes`from { transform: translateY(0.75rem); } to { transform: none; }`;
const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * The `<dialog>` itself is the scroll container, so long content scrolls inside it and the
 * close button (in the sticky header) is always inside the region a keyboard scrolls.
 */
export const StyledDialog = styled.dialog`
  box-sizing: border-box;
  width: calc(100% - 2 * ${vars.space['3']});
  max-width: none;
  max-height: calc(100dvh - 2 * ${vars.space['3']});
  margin: auto;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.default};
  box-shadow: ${vars.shadow.lg};
  z-index: ${vars.zIndex.dialog};

  &[open] {
    animation: ${rise} ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &::backdrop {
    background: ${vars.color.surface.overlay};
    animation: ${fade} ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }

  ${media.up.sm} {
    width: calc(100% - 2 * ${vars.space['8']});
    max-height: calc(100dvh - 2 * ${vars.space['8']});

    &[data-size='sm'] {
      max-width: 26rem;
    }
    &[data-size='md'] {
      max-width: 36rem;
    }
    &[data-size='lg'] {
      max-width: 48rem;
    }
  }
`;

export const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  padding: ${vars.space['5']} ${vars.space['5']} ${vars.space['3']};
  background: ${vars.color.surface.raised};

  & > h2 {
    flex: 1;
    min-width: 0;
    padding-top: ${vars.space['1']};
  }

  ${media.up.sm} {
    padding-inline: ${vars.space['6']};
  }
`;

export const Description = styled.div`
  padding: 0 ${vars.space['5']};
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};

  ${media.up.sm} {
    padding-inline: ${vars.space['6']};
  }
`;

export const Body = styled.div`
  padding: ${vars.space['4']} ${vars.space['5']} ${vars.space['6']};

  ${media.up.sm} {
    padding-inline: ${vars.space['6']};
  }
`;

export const CloseButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin: calc(-1 * ${vars.space['2']}) calc(-1 * ${vars.space['2']}) 0 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.text.muted};
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.color.surface.sunken};
    color: ${vars.color.text.default};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }
`;
