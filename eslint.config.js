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

const firebaseRestriction = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/data/ may import Firebase.',
};

/**
 * Imports of src/'s folders, by the `@/` alias or a relative path. The layers point one way
 * (domain ← data ← queries ← sections ← routes ← start, see CONVENTIONS.md): none imports one
 * above it, and sections, routes and ui reach data only through src/queries/.
 */
const folders = (names, message) => ({
  regex: `^(?:@/|(?:\\.\\./)+)(?:${names.join('|')})(?:/|$)`,
  message,
});
const above = (layer, names) =>
  folders(names, `src/${layer}/ imports no layer above it; the layers point one way.`);
const NO_DATA = folders(['data'], 'Sections, routes and ui reach data only through src/queries/.');

/** What only the build runs (scripts/): a visitor's page never carries it. */
const buildOnlyRestriction = {
  group: ['@react-pdf/*'],
  message: 'React-PDF makes the CV at build time (scripts/lib/cv-document.tsx), never in src/.',
};

const restrictImports = (patterns, paths = [zodRestriction]) => ({
  'no-restricted-imports': ['error', { paths, patterns: [...patterns, buildOnlyRestriction] }],
});

const DOMAIN_IMPORTS = [
  firebaseRestriction,
  above('domain', ['data', 'queries', 'sections', 'routes', 'ui', 'start']),
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/*'],
    message: 'src/domain/ knows nothing of React.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-prerender',
      'dist-firestore',
      'coverage',
      'test-results',
      'playwright-report',
      // The bench's results; the plain variants in bench/without/ are code, and linted.
      'bench/*',
      '!bench/without',
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
    // for the CSP from src/domain/zod.ts. The composition root, src/start/, may import any layer.
    files: ['src/**/*.{ts,tsx}'],
    rules: restrictImports([firebaseRestriction]),
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: restrictImports(DOMAIN_IMPORTS),
  },
  {
    // The one file that imports zod itself.
    files: ['src/domain/zod.ts'],
    rules: restrictImports(DOMAIN_IMPORTS, []),
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: restrictImports([above('data', ['queries', 'sections', 'routes', 'ui', 'start'])]),
  },
  {
    files: ['src/queries/**/*.{ts,tsx}'],
    rules: restrictImports([
      firebaseRestriction,
      above('queries', ['sections', 'routes', 'ui', 'start']),
    ]),
  },
  {
    files: ['src/sections/**/*.{ts,tsx}'],
    rules: restrictImports([firebaseRestriction, NO_DATA, above('sections', ['routes', 'start'])]),
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: restrictImports([firebaseRestriction, NO_DATA, above('routes', ['start'])]),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: restrictImports([
      firebaseRestriction,
      NO_DATA,
      above('ui', ['sections', 'routes', 'start']),
    ]),
  },
  {
    // Server code, with no React: the hook rules, which go by the `use` prefix, do not apply.
    files: ['functions/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/immutability': 'off' },
  },
);
