export { AreaCard, areaCountText, type AreaCardProps } from './AreaCard';
