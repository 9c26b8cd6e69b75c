export {
  ListingEditor,
  LISTING_EDITOR_TEXT,
  LISTING_STATUS_OPTIONS,
  type ListingDraft,
  type ListingEditorProps,
} from './ListingEditor';
