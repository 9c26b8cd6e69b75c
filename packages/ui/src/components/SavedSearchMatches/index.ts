export {
  SavedSearchMatches,
  type SavedSearchMatch,
  type SavedSearchMatchesProps,
} from './SavedSearchMatches';
