export * from './options.ts';
export * from './messages.ts';
export * from './lead-fields.ts';
export * from './schemas.ts';
export * from './listing-vocabulary.ts';
export * from './listing.ts';
export * from './lead-kinds.ts';
export * from './tour-days.ts';
