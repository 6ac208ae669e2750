import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zodRestriction = {
  name: 'zod',
  message: "Import z from src/domain/zod.ts: it is configured for the site's CSP.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-prerender',
      'dist-firestore',
      'coverage',
      'test-results',
      'playwright-report',
      'bench',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Only the data layer may talk to Firebase (see ARCHITECTURE.md), and zod comes configured
    // for the CSP from src/domain/zod.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', 'src/domain/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodRestriction],
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/data/ may import Firebase.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodRestriction] }] },
  },
  {
    // Server code, with no React: the hook rules, which go by the `use` prefix, do not apply.
    files: ['functions/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/immutability': 'off' },
  },
);
