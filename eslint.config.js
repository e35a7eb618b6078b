import js from '@eslint/js';
import * as espree from 'espree';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './tools/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'frontend/dist-server/**', '.data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...boundariesConfig(),
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Units a reader can hold in their head: no function over 80 lines in the platform, the gateway and the Stripe sandbox.
    files: ['packages/platform/src/**/*.ts', 'gateway/src/**/*.ts', 'infra/stripe-sandbox/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The k6 scripts run in k6 (0.48 and later), whose JavaScript stops at ES2020: a newer syntax (a numeric separator,
    // say) fails their parse there, so it fails the lint here.
    files: ['infra/k6/**/*.js'],
    languageOptions: { parser: espree, ecmaVersion: 2020, sourceType: 'module', globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', console: 'readonly' } },
    rules: { 'no-console': 'off', '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Command-line entry points talk to the person running them.
    files: ['infra/**/*.ts', 'services/*/src/cli/**/*.ts', 'e2e/**/*.ts', '**/scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
