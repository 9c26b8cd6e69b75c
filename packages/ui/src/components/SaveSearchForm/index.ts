export { SaveSearchForm, SAVE_SEARCH_FAILED, type SaveSearchFormProps } from './SaveSearchForm';
