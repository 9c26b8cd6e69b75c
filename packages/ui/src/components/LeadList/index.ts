export { LeadList, type LeadListItem, type LeadListProps } from './LeadList';
