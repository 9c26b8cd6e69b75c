import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/vars';

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/**
 * One shimmering block: a highlight sweeping across the base colour. The sweep moves by
 * `transform`, which the compositor animates without repainting the page on every frame (a
 * moving background would cost a phone's main thread a paint per frame while the page loads).
 * Under `prefers-reduced-motion` the global style cuts the animation to a single near-instant
 * run, so the block rests on its base colour.
 */
export const Bone = styled.span`
  position: relative;
  display: block;
  height: 1em;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton.base};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      ${vars.color.skeleton.highlight} 50%,
      transparent 100%
    );
    transform: translateX(-100%);
    animation: ${shimmer} 1.6s ${vars.motion.easing.standard} infinite;
  }

  &[data-shape='media'] {
    height: auto;
    aspect-ratio: 3 / 2;
    border-radius: 0;
  }
  &[data-shape='hero'] {
    height: auto;
    aspect-ratio: 16 / 9;
    border-radius: ${vars.radius.lg};
  }
  &[data-shape='thumb'] {
    height: auto;
    aspect-ratio: 4 / 3;
    border-radius: ${vars.radius.md};
  }
  &[data-shape='button'] {
    height: 2.75rem;
    border-radius: ${vars.radius.control};
  }
  &[data-shape='pill'] {
    height: 1.5rem;
    border-radius: ${vars.radius.full};
  }

  &[data-size='sm'] {
    height: ${vars.fontSize.sm};
  }
  &[data-size='lg'] {
    height: ${vars.fontSize['2xl']};
  }
  &[data-size='xl'] {
    height: ${vars.fontSize['3xl']};
  }
`;

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.6em;
  width: 100%;

  & > ${Bone}:last-child:not(:first-child) {
    width: 65%;
  }
`;

export const CardShell = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.md};

  & > [data-body] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space['3']};
    padding: ${vars.space['5']};
  }
  & [data-row] {
    display: flex;
    gap: ${vars.space['3']};
  }
  & [data-row] > * {
    flex: 1;
  }
  & [data-actions] {
    margin-top: auto;
    padding-top: ${vars.space['2']};
  }
`;

export const DetailShell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};

  & [data-heading] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space['3']};
  }
  & [data-facts] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
    gap: ${vars.space['4']};
  }
  & [data-gallery] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: ${vars.space['3']};
  }
`;

export const GroupRoot = styled.div`
  position: relative;
`;
