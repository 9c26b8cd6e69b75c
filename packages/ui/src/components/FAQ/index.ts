export { FAQ, type FAQProps, type FAQItem } from './FAQ';
