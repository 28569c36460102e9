import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: web never imports server; shared imports neither, nor Node or the DOM. */
const boundaries = {
  web: {
    files: ['src/web/**/*.{ts,tsx}'],
    patterns: [
      { group: ['**/server/**', '**/server'], message: 'web must not import server code.' },
    ],
  },
  shared: {
    files: ['src/shared/**/*.ts'],
    patterns: [
      { group: ['**/server/**', '**/web/**'], message: 'shared imports neither server nor web.' },
      {
        group: ['node:*', 'react', 'react-dom', 'react-router'],
        message: 'shared is isomorphic: no Node, no React.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'data/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
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
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...Object.values(boundaries).map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    files: ['scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
