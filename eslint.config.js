import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importDirection from './eslint/import-direction.js';
import uiText from './eslint/ui-text.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'drizzle-orm*', '@carmarket/db*', 'pg', 'sharp'],
              message: 'packages/shared is bundled into the browser: no Node or database imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach across folders to set up what they check; the code they test may not.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**'],
    plugins: { carmarket: importDirection },
    rules: { 'carmarket/import-direction': 'error' },
  },
  {
    // Issue 32: no words a person reads outside the catalogs (decision 119).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18n: uiText },
    rules: { 'i18n/ui-text': 'error' },
  },
  {
    files: ['**/*.{js,mjs}', 'e2e/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
