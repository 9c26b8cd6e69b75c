export { PriceText, PRICE_TEXT_SIZES, type PriceTextProps, type PriceTextSize } from './PriceText';
