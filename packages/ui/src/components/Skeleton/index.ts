export {
  TextSkeleton,
  ListingCardSkeleton,
  ListingDetailSkeleton,
  SkeletonGroup,
  type TextSkeletonProps,
  type ListingCardSkeletonProps,
  type ListingDetailSkeletonProps,
  type SkeletonGroupProps,
} from './Skeleton';
