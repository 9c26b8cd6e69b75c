export { Portrait, PORTRAIT_SIZES, type PortraitProps, type PortraitSize } from './Portrait';
