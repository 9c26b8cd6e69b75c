export { PriceField, type PriceFieldProps } from './PriceField';
