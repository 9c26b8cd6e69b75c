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
    // the engine's app/deferred.tsx): a handler or state in it would silently do nothing.
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
        // `new URL('./file', import.meta.url)` is no environment: it is how a bundler takes a shipped
        // file (the placeholder drawing) along.
        {
          selector:
            "MetaProperty[property.name='meta']:not(NewExpression[callee.name='URL'] > MemberExpression.arguments > MetaProperty)",
          message: 'The library reads no environment.',
        },
      ],
    },
  },
  // The packages' boundaries (docs/decisions/037-the-site-engine.md): a site is built from the
  // engine and the library, never the other way round.
  {
    files: ['packages/site-engine/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@agent-sites/site(?:/|$)|(?:^|/)site/(?:src|build|scripts)(?:/|$)',
              message:
                "The engine never imports a site: a site hands it configuration, or the engine loads the site's built server entry by its path (server-entry.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/schemas/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@agent-sites/site(?:-engine)?(?:/|$)|(?:^|/)(?:site|site-engine)/',
              message:
                'The library and the schemas stand below the engine and the sites: they import neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // The floor: what every page loads before its own code (the engine's app shell, and the site's
    // definition and entry, which the shell imports). Pages and their features come only as their
    // own chunks (`import()` in the definition and routes.tsx) or as types; a static import would
    // put them in every page's first load (docs/decisions/014-hydration.md, 038-the-site-definition.md).
    files: ['packages/site-engine/src/app/**/*.{ts,tsx}', 'site/src/site.ts', 'site/src/main.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)(?:routes|features)/',
              allowTypeImports: true,
              message:
                "The floor every page loads may not import a page or a feature: load a page with import() (the site's definition, routes.tsx), or import only the feature's types.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
