export { SiteHeader, type SiteHeaderProps, type SiteNavItem } from './SiteHeader';
