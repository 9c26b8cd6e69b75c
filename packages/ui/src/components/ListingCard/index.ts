export { ListingCard, type ListingCardProps } from './ListingCard';
