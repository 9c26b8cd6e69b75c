export * from './options.ts';
export * from './messages.ts';
export * from './lead-fields.ts';
export * from './schemas.ts';
export * from './listing-vocabulary.ts';
export * from './home-facts.ts';
export * from './listing-filters.ts';
export * from './saved-search-words.ts';
export * from './saved-search-schema.ts';
export * from './calendar-day.ts';
export * from './listing.ts';
export * from './listing-row.ts';
export type {
  CompositeTypes,
  Database,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './database.types.ts';
export * from './lead-kinds.ts';
export * from './working-hours.ts';
export * from './tour-days.ts';
export * from './reply-links.ts';
export * from './guide-email.ts';
export * from './open-houses.ts';
export * from './open-house-calendar.ts';
export * from './open-house-draft.ts';
