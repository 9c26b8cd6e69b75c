import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Picture, type PictureImage } from '../Picture';

export const PORTRAIT_SIZES = ['sm', 'md', 'lg'] as const;
export type PortraitSize = (typeof PORTRAIT_SIZES)[number];

/** The drawn width of each size, which is also the `sizes` the browser picks a file for. */
const WIDTH: Record<PortraitSize, string> = { sm: '4rem', md: '8rem', lg: '12rem' };

const Frame = styled.span`
  display: inline-block;
  flex: none;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
  /* A ring drawn outside the photo, so the photo is exactly the size the browser picked for. */
  box-shadow:
    0 0 0 3px ${vars.color.surface.raised},
    ${vars.shadow.md};
  aspect-ratio: 1;

  &[data-size='sm'] {
    width: 4rem;
  }
  &[data-size='md'] {
    width: 8rem;
  }
  &[data-size='lg'] {
    width: 12rem;
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface PortraitProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's photo; its `alt` names them ("Alex Morgan"), or `''` beside their written name. */
  image: PictureImage;
  /** @default 'md' */
  size?: PortraitSize;
  /** `eager` only in the first screenful. @default 'lazy' */
  loading?: 'lazy' | 'eager';
}

/**
 * A person's photo in a circle: the agent beside their story, a partner on their profile. The
 * browser picks the file for the drawn size, and the space is held before it arrives.
 */
export const Portrait = forwardRef<HTMLSpanElement, PortraitProps>(function Portrait(
  { image, size = 'md', loading = 'lazy', ...rest },
  ref,
) {
  return (
    <Frame ref={ref} data-size={size} {...rest}>
      <Picture image={image} sizes={WIDTH[size]} loading={loading} />
    </Frame>
  );
});
