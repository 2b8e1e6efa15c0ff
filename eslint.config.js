import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// Layers point one way: host → features → components. Features reach components only through
// the public `spend-ui` entry; nothing but the host imports react-router.
const upwardFromComponents = {
  patterns: [
    {
      group: ['**/features/**', '**/host/**', 'spend-ui/features'],
      message: 'components/ must not import features/ or host/.',
    },
    { group: ['spend-ui'], message: 'Inside components/ import siblings by relative path.' },
  ],
  paths: [
    { name: 'react-router', message: 'Only host/ imports react-router.' },
    { name: 'react-router-dom', message: 'Only host/ imports react-router.' },
  ],
};
const upwardFromFeatures = {
  patterns: [
    { group: ['**/host/**'], message: 'features/ must not import host/.' },
    { group: ['**/components/**'], message: "features/ use the design system through 'spend-ui'." },
  ],
  paths: [
    { name: 'react-router', message: 'Only host/ imports react-router.' },
    { name: 'react-router-dom', message: 'Only host/ imports react-router.' },
  ],
};

// The demo backend reaches features/ and components/ only through the entry made for it,
// spend-ui/features/rules (issue 39): its rules then live once, in the feature, and the backend never loads
// a widget chunk nor depends on a module's place inside a feature.
const demoBackendOutward = {
  patterns: [
    {
      // Any path into features/ or components/ (relative or aliased), any spend-ui entry but that one.
      regex: '^(?!spend-ui/features/rules$)(spend-ui|(.*/)?(features|components)(/|$))',
      message: "host/mock-api imports features/ and components/ only through 'spend-ui/features/rules'.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-host/**',
      'dist-host-api/**',
      'storybook-static/**',
      'node_modules/**',
      'host/public/**',
      '.vitest-results/**',
      'bench/dist/**',
      // The consumer app's packed install and builds (tests/build/consumerApp.test.ts), left by the last run.
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Node ESM (SSR, tests) gets styled-components' CommonJS object as the default export.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: "Use the named export: import { styled } from 'styled-components'.",
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', upwardFromComponents] },
  },
  {
    files: ['features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', upwardFromFeatures] },
  },
  {
    files: ['host/mock-api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', demoBackendOutward] },
  },
  {
    files: ['**/*.stories.tsx', 'tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
