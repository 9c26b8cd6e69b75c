export { ContactBar, smsHref, type ContactBarProps } from './ContactBar';
