export { FilterPanel, type FilterPanelProps, type FilterPanelNeighborhood } from './FilterPanel';
