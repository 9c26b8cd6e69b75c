import { Icon } from '../Icon';
import { Stars } from './StarRatingDisplay.styles';

// A rating shown, apart from the rating asked for (StarRating.tsx): what shows a rating, such as a
// testimonial, then carries neither the radio group's code nor the form field's.

/** Ratings are always out of five stars. */
export const STAR_RATING_MAX = 5;
export const STAR_RATING_SIZES = ['sm', 'md', 'lg'] as const;
export type StarRatingSize = (typeof STAR_RATING_SIZES)[number];

/** The five stars, numbered as their ratings. */
export const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingCommonProps {
  /** How big the stars are drawn. Interactive stars keep a 44px target whatever the size. @default 'md' */
  size?: StarRatingSize;
  /** Goes to the root element. */
  className?: string;
}

export interface StarRatingDisplayProps extends StarRatingCommonProps {
  /**
   * The rating to show, from 0 to 5; halves are drawn as half stars. Read as "4 out of 5 stars".
   */
  value: number;
  /** Leave out for a read-only rating. */
  onChange?: undefined;
}

function fillOf(value: number, star: number): 'full' | 'half' | 'empty' {
  const rounded = Math.round(value * 2) / 2;
  if (rounded >= star) return 'full';
  return rounded >= star - 0.5 ? 'half' : 'empty';
}

/** Five stars showing a rating, read as one image: "4 out of 5 stars". */
export function StarRatingDisplay({ value, size = 'md', className }: StarRatingDisplayProps) {
  const clamped = Math.min(Math.max(value, 0), STAR_RATING_MAX);
  return (
    <Stars
      role="img"
      aria-label={`${clamped} out of ${STAR_RATING_MAX} stars`}
      data-size={size}
      className={className}
    >
      {STARS.map((star) => {
        const fill = fillOf(clamped, star);
        return (
          <span key={star} data-star="" data-fill={fill}>
            <Icon name="star" />
            {fill === 'half' && <Icon name="star" data-overlay="" />}
          </span>
        );
      })}
    </Stars>
  );
}
