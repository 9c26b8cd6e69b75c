import { forwardRef, type ImgHTMLAttributes } from 'react';

/** Files the browser may pick instead of `src`: one format (and, for a crop, the screens it is for). */
export interface PictureSource {
  /** The files' type, e.g. `image/avif`; a browser that cannot read it skips the source. */
  type?: string;
  /** The files at several widths: `"…-480.avif 480w, …-720.avif 720w"`. */
  srcSet: string;
  /** The screens this source is for, e.g. `(max-width: 40em)` for a phone's crop. */
  media?: string;
}

/** A photo with everything the browser needs to pick the right file and hold its place. */
export interface PictureImage {
  /** The file any browser can show. */
  src: string;
  /** What the photo shows; `''` when it is only decoration. */
  alt: string;
  /** The intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** `src` at several widths. */
  srcSet?: string;
  /** How wide the photo is drawn, for picking from the widths; the component may set it. */
  sizes?: string;
  /** Modern formats (AVIF, WebP) and crops for some screens, tried in order before `src`. */
  sources?: PictureSource[];
}

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height'
> {
  /** The photo. */
  image: PictureImage;
  /** How wide the photo is drawn; overrides `image.sizes`. */
  sizes?: string;
}

/**
 * A photo as an `<img>`, inside a `<picture>` when it has sources in other formats or crops. Its
 * `width` and `height` are always set, so nothing moves when it arrives. Other attributes
 * (`loading`, `fetchPriority`, `className`) go to the `<img>`; the ref too.
 */
export const Picture = forwardRef<HTMLImageElement, PictureProps>(function Picture(
  { image, sizes = image.sizes, ...rest },
  ref,
) {
  const img = (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...rest}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type ?? ''}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
});
