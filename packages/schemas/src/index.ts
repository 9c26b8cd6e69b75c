export * from './options.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './listing.ts';
