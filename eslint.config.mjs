import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import jsxA11y from 'eslint-plugin-jsx-a11y'

/**
 * The project's lint rules (docs/lint.md says why each one is here): Next's own (React, hooks,
 * imports, accessibility, Core Web Vitals) and typescript-eslint's, all of jsx-a11y's recommended
 * rules, imports in groups, and Prettier's formatting left to Prettier.
 */
const config = [
  {
    ignores: [
      '.next/**',
      'dist/**',
      '.data/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'next-env.d.ts',
      // Written by Payload: the generated types, the migrations and the panel's import map.
      'src/payload-types.ts',
      'migrations/**',
      'src/app/(payload)/cms/importMap.js',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  { name: 'jsx-a11y recommended', rules: jsxA11y.flatConfigs.recommended.rules },
  {
    name: 'project',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@payload-config', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'react compiler',
    // The React Compiler's rules: the site is not compiled by it, and what they flag (the latest
    // value kept in a ref, state reset when the page changes) is correct in React 19 without it.
    rules: { 'react-hooks/refs': 'off', 'react-hooks/set-state-in-effect': 'off', 'react-hooks/incompatible-library': 'off' },
  },
  {
    name: 'tests and benches',
    files: ['tests/**', 'bench/**'],
    rules: {
      // Playwright's fixtures are given a function named `use`, which is not React's.
      'react-hooks/rules-of-hooks': 'off',
      // Answers are read as they came; each test asserts the shape it relies on.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
]

export default config
