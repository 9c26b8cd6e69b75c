import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The site's static sections and the components they are made of (docs/decisions/014-hydration.md). */
const STATIC_SECTIONS = ['site/src/routes/*-sections.tsx', 'site/src/components/*.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/*.d.ts',
      '.visual-output/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      '*.config.{js,ts}',
      '.storybook/**/*',
      'packages/*/scripts/**/*.mjs',
      'site/scripts/**/*.mjs',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // A static section is adopted from the prerendered HTML without its code (`staticIslands` in
    // site/src/app/deferred.tsx): a handler or state in it would silently do nothing.
    files: STATIC_SECTIONS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
          message:
            'A static section runs no code on a prerendered page: an event handler here would never be called. Move the interactive part out of the section.',
        },
        {
          selector: 'CallExpression[callee.name=/^use[A-Z]/]',
          message:
            'A static section runs no code on a prerendered page: state or effects here would never run. Move the interactive part out of the section.',
        },
      ],
    },
  },
  {
    // The library reads no environment: sites pass configuration in as props.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'The library reads no environment.',
        },
        { selector: "MetaProperty[property.name='meta']", message: 'The library reads no environment.' },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
