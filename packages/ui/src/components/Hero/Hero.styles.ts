import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const HeroRoot = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  overflow: hidden;
  background:
    radial-gradient(circle at 85% 15%, ${vars.color.brand.primary} 0, transparent 60%),
    ${vars.color.surface.inverse};
  color: ${vars.color.text.inverse};

  &[data-size='page'] {
    min-height: 28rem;
    padding-block: ${vars.space['16']};
    ${media.up.lg} {
      min-height: 34rem;
      padding-block: ${vars.space['20']};
    }
  }
  &[data-size='compact'] {
    padding-block: ${vars.space['12']};
    ${media.up.lg} {
      padding-block: ${vars.space['16']};
    }
  }

  && :focus-visible {
    outline: 3px solid ${vars.color.text.inverse};
    outline-offset: 2px;
  }
`;

/** The photo fills the hero behind a dim layer, so light text keeps its contrast on any image. */
export const Media = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;

  & > picture {
    display: contents;
  }
  & img {
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${vars.color.surface.overlay};
  }
  ${HeroRoot}[data-align='start'] > &::after {
    background-image: linear-gradient(
      to right,
      color-mix(in srgb, ${vars.color.surface.inverse} 70%, transparent) 0%,
      transparent 75%
    );
  }
`;

export const Content = styled.div`
  width: 100%;
  max-width: ${vars.size.container};
  margin-inline: auto;
  padding-inline: ${vars.space['4']};

  ${media.up.md} {
    padding-inline: ${vars.space['6']};
  }
`;

export const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space['5']};
  max-width: 46rem;

  /* A plain link in the content under the actions (\`children\`) reads on the dark layer. */
  & a:not([data-variant]) {
    color: ${vars.color.text.inverse};
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  & a:not([data-variant]):hover {
    color: ${vars.color.brand.accent};
  }

  ${HeroRoot}[data-align='center'] & {
    align-items: center;
    margin-inline: auto;
    text-align: center;
  }
`;

export const Eyebrow = styled.p`
  color: ${vars.color.brand.accent};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: ${vars.letterSpacing.wide};
  line-height: ${vars.lineHeight.snug};
  text-transform: uppercase;
`;

export const Description = styled.div`
  max-width: ${vars.size.prose};
  color: ${vars.color.text.inverseMuted};
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.relaxed};

  ${media.up.md} {
    font-size: ${vars.fontSize.xl};
  }
  ${HeroRoot}[data-has-image] & {
    color: ${vars.color.text.inverse};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  margin-top: ${vars.space['3']};

  ${HeroRoot}[data-align='center'] & {
    justify-content: center;
  }
`;
