export { ContactFormCard, type ContactFormCardProps } from './ContactFormCard';
