export { Icon, ICON_NAMES, type IconProps, type IconName } from './Icon';
