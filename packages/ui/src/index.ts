// The public API of @agent-sites/ui: named exports only. Anything not listed here is internal.

export * from './theme';
export { LinkProvider, type LinkComponent, type LinkProviderProps } from './internal/link';

export * from './rules/listing';

export * from './components/Button';
export * from './components/Card';
export * from './components/Badge';
export * from './components/Layout';
export * from './components/Typography';
export * from './components/Icon';
export * from './components/VisuallyHidden';
export * from './components/Field';
export { SubmitError } from './internal/form';
export * from './components/Toasts';
export * from './components/Notice';
