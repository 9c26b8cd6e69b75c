import {
  forwardRef,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type SyntheticEvent,
} from 'react';
import { Icon } from '../Icon';
import { PLACEHOLDER_PHOTO_SRC } from '../../theme/placeholder-photo';
import { Counter, GalleryRoot, NavButton, Stage, Thumb, Thumbs } from './PhotoGallery.styles';

export interface GalleryPhoto {
  /** The photo's URL. */
  src: string;
  /** The same photo at several widths (`"a.jpg?width=400 400w, …"`), if it has them. */
  srcSet?: string;
  /** What the photo shows, e.g. "Updated Colonial in Oak Park, photo 2". */
  alt: string;
}

export interface PhotoGalleryProps {
  /** The photos, in order; the first is shown first. */
  photos: readonly GalleryPhoto[];
  /** The gallery's accessible name. @default 'Photo gallery' */
  label?: string;
  /** How wide the large photo is drawn, for picking from `srcSet`. @default '(min-width: 64em) 48rem, 100vw' */
  sizes?: string;
  /**
   * Shown in place of a photo that fails to load. The default is the library's own drawing, a file
   * the site's bundler emits; a site rendered on a server passes one (see `PLACEHOLDER_PHOTO_SRC`).
   * @default PLACEHOLDER_PHOTO_SRC
   */
  placeholderSrc?: string;
  /** Called with the index of the photo on screen whenever it changes. */
  onIndexChange?: (index: number) => void;
  /** Reaches the gallery's root, the `section`. */
  className?: string;
}

/** A swipe shorter than this many pixels is a tap. */
const SWIPE_DISTANCE = 40;

/**
 * A listing's photos, one large at a time, with buttons, thumbnails, the arrow keys (Home and End
 * too) and horizontal swipes to move between them. The position ("Photo 2 of 6") is on screen and
 * announced politely as it changes. It wraps around at either end.
 */
export const PhotoGallery = forwardRef<HTMLElement, PhotoGalleryProps>(function PhotoGallery(
  {
    photos,
    label = 'Photo gallery',
    sizes = '(min-width: 64em) 48rem, 100vw',
    placeholderSrc = PLACEHOLDER_PHOTO_SRC,
    onIndexChange,
    className,
  },
  ref,
) {
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const swipeStart = useRef<number | null>(null);
  const stageId = useId();
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  if (!current) return null;

  const show = (next: number) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    show(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) show(distance < 0 ? index + 1 : index - 1);
  };
  const markBroken = (src: string) => (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.getAttribute('src') !== placeholderSrc) setBroken((set) => new Set(set).add(src));
  };
  const isBroken = (photo: GalleryPhoto) => broken.has(photo.src);

  return (
    <GalleryRoot
      ref={ref}
      aria-label={label}
      aria-roledescription="gallery"
      className={className}
      onKeyDown={onKeyDown}
    >
      <Stage
        id={stageId}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          key={current.src}
          src={isBroken(current) ? placeholderSrc : current.src}
          srcSet={isBroken(current) ? undefined : current.srcSet}
          sizes={current.srcSet && !isBroken(current) ? sizes : undefined}
          alt={current.alt}
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={markBroken(current.src)}
        />
        {count > 1 && (
          <>
            <NavButton
              type="button"
              data-direction="previous"
              aria-label="Previous photo"
              aria-controls={stageId}
              onClick={() => show(index - 1)}
            >
              <Icon name="chevronLeft" size="1.25rem" />
            </NavButton>
            <NavButton
              type="button"
              data-direction="next"
              aria-label="Next photo"
              aria-controls={stageId}
              onClick={() => show(index + 1)}
            >
              <Icon name="chevronRight" size="1.25rem" />
            </NavButton>
          </>
        )}
        <Counter aria-live="polite" aria-atomic="true">
          Photo {index + 1} of {count}
        </Counter>
      </Stage>
      {count > 1 && (
        <Thumbs>
          {photos.map((photo, position) => (
            <li key={photo.src}>
              <Thumb
                type="button"
                aria-label={`Show photo ${position + 1} of ${count}`}
                aria-current={position === index ? 'true' : undefined}
                aria-controls={stageId}
                onClick={() => show(position)}
              >
                <img
                  src={isBroken(photo) ? placeholderSrc : photo.src}
                  srcSet={isBroken(photo) ? undefined : photo.srcSet}
                  sizes={photo.srcSet && !isBroken(photo) ? '8rem' : undefined}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  onError={markBroken(photo.src)}
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </GalleryRoot>
  );
});
