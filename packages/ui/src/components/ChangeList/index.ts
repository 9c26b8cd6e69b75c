export { ChangeList, type Change, type ChangeListProps } from './ChangeList';
