export * from './options';
export * from './messages';
export * from './schemas';
