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
    {
      // The library build keeps spend-ui/* external: an import of an unpublished entry would not resolve
      // in a consumer's app.
      group: ['spend-ui/internal', 'spend-ui/features', 'spend-ui/features/*'],
      message: "features/ import each other by relative path; spend-ui's internal entry is not published.",
    },
  ],
  paths: [
    { name: 'react-router', message: 'Only host/ imports react-router.' },
    { name: 'react-router-dom', message: 'Only host/ imports react-router.' },
  ],
};

/** The seams a widget uses instead of doing by hand what the kit does. */
const revalidateByHand = {
  group: ['**/api/index.js', '**/api/apiContext.js'],
  importNames: ['useRevalidatePaths'],
  message: "A write revalidates through useApiAction's `revalidate` option.",
};
const userReadByHand = {
  group: ['**/auth/api.js', '**/auth/index.js'],
  importNames: ['fetchCurrentUser'],
  message: 'Read the user again through useReadUserAgain (auth/api.ts), the kit action.',
};
/** The features' import rule with some seams added. */
const featuresRule = (...seams) => ({ ...upwardFromFeatures, patterns: [...upwardFromFeatures.patterns, ...seams] });

// The demo backend reaches features/ and components/ only through the entry made for it,
// spend-ui/features/rules (issue 39): its rules then live once, in the feature, and the backend never loads
// a widget chunk nor depends on a module's place inside a feature.
const demoBackendOutward = {
  patterns: [
    {
      // Any path into features/ or components/ (relative or aliased), any spend-ui entry but the rules and
      // the design system's internal entry (csvField, which the package does not publish).
      regex: '^(?!spend-ui/(features/rules|internal)$)(spend-ui|(.*/)?(features|components)(/|$))',
      message:
        "host/mock-api imports features/ and components/ only through 'spend-ui/features/rules' (and csvField from 'spend-ui/internal').",
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
    rules: {
      'no-restricted-imports': ['error', upwardFromComponents],
      // Components never fetch: a file to show comes with its bytes or the caller's loader.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Components never fetch: take the data, or a loader, from the caller.' },
        { name: 'XMLHttpRequest', message: 'Components never fetch: take the data, or a loader, from the caller.' },
      ],
    },
  },
  {
    files: ['features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', upwardFromFeatures] },
  },
  {
    // Writes revalidate through useApiAction's `revalidate`; only the kit and the live notices (which
    // refresh what a notice concerns, with no write of their own) read the cache again by hand.
    files: ['features/**/*.{ts,tsx}'],
    // The package's entry (features/index.ts) publishes both hooks for other teams' own seams.
    ignores: ['features/index.ts', 'features/api/**', 'features/notifications/**'],
    rules: { 'no-restricted-imports': ['error', featuresRule(revalidateByHand)] },
  },
  {
    // Outside the auth domain, the user is read again through its action (useReadUserAgain).
    files: ['features/**/*.{ts,tsx}'],
    ignores: ['features/index.ts', 'features/api/**', 'features/notifications/**', 'features/auth/**'],
    rules: { 'no-restricted-imports': ['error', featuresRule(revalidateByHand, userReadByHand)] },
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
