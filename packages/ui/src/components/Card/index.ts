export { Card, CARD_VARIANTS, type CardProps, type CardVariant } from './Card';
