export { AreaCard, type AreaCardProps } from './AreaCard';
