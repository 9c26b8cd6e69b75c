export { SiteFooter, type SiteFooterProps, type SiteFooterSocialLink } from './SiteFooter';
