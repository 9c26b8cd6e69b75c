export {
  StarRating,
  STAR_RATING_MAX,
  STAR_RATING_SIZES,
  type StarRatingProps,
  type StarRatingDisplayProps,
  type StarRatingInputProps,
  type StarRatingSize,
} from './StarRating';
