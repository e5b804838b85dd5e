import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { defineConfig } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import direction (docs/ARCHITECTURE.md, "Layers"): common <- server; common <- src/lib, src/ui <- src/features <- src/routes.
// Features do not import each other; the server never imports src; the browser never imports server.
const noServer = { group: ['**/server/**', '../server/*'], message: 'The browser never imports server code.' };
const noSrc = { group: ['@/*', '**/src/**'], message: 'common/ and server/ never import the PWA.' };
const noNode = { group: ['node:*'], message: 'common/ runs in the browser too: no Node APIs.' };
const noFeatures = { group: ['@/features/*', '@/routes/*'], message: 'lib/ and ui/ sit below features and routes.' };
// Input schemas are the server's: the browser may use their types, never their values (zod would join the bundle)...
const noSchemas = {
  group: ['zod', 'zod/*', '@common/api/input/*', '**/common/api/input/*', '@common/socket-input', '**/common/socket-input'],
  allowTypeImports: true,
  message: 'Schemas stay out of the PWA: import their types only (import type).',
};
// ...except a feature's form checks (`validation.ts`, `*-validation.ts`), which run the server's own schemas: they
// load with the form's lazy chunk, never with the first load. They use common's schemas, never zod directly. The
// console's form checks (`src/admin/<area>/*-validation.ts`) do the same; the console is never loaded by the app.
const noOwnSchemas = {
  group: ['zod', 'zod/*', '@common/socket-input', '**/common/socket-input'],
  allowTypeImports: true,
  message: 'A form checks with the schemas of common/api/input, not schemas of its own.',
};
const FORM_CHECKS = ['src/features/*/validation.ts', 'src/features/*/*-validation.ts', 'src/admin/*/*-validation.ts'];
// Money arithmetic has one decimal set-up and one place that rounds: common/money.ts (docs/ARCHITECTURE.md, "Money
// and the ledger").
const noDecimal = { name: 'decimal.js', message: 'Import Decimal and the rounding helpers from common/money.ts.' };
// Inside the server, five layers (docs/ARCHITECTURE.md, "Layers"); a file imports its own layer and those below.
const SERVER_KERNEL = [
  'server/db',
  'server/i18n',
  ...['assert', 'clock', 'config', 'errors', 'fence', 'log', 'sessions', 'settings', 'time'].map((name) => `server/${name}.ts`),
];
const SERVER_BASE = ['server/ledger', 'server/jobs'];
const SERVER_AREAS = [
  'account',
  'admin',
  'chat',
  'cluster',
  'content',
  'contract',
  'copy-trading',
  'decisions',
  'engines',
  'fund',
  'loan',
  'market',
  'micro',
  'notify',
  'ops',
  'review-queues',
  'security',
  'uploads',
  'wallet',
  'watchlist',
].map((area) => `server/${area}`);
const SERVER_DELIVERY = ['server/http', 'server/socket'];
const SERVER_WIRING = [
  'server/app',
  'server/app.ts',
  'server/main.ts',
  'server/roles.ts',
  'server/scheduled-jobs.ts',
  'server/cli',
  'server/seed',
];
/** @type {(target: string[], above: string[], message: string) => { target: string[]; from: string[]; message: string }} */
const zone = (target, above, message) => ({ target, from: above, message });
const SERVER_ZONES = [
  zone(
    SERVER_KERNEL,
    [...SERVER_BASE, ...SERVER_AREAS, ...SERVER_DELIVERY, ...SERVER_WIRING],
    'The kernel (clock, errors, settings, db, i18n) imports nothing above it.',
  ),
  zone(
    SERVER_BASE,
    [...SERVER_AREAS, ...SERVER_DELIVERY, ...SERVER_WIRING],
    'The ledger and the jobs sit below the services: they never import them.',
  ),
  zone(
    SERVER_AREAS,
    [...SERVER_DELIVERY, ...SERVER_WIRING],
    'A service never imports the HTTP layer: throw DomainError (server/errors.ts); the error handler maps it.',
  ),
  zone(SERVER_DELIVERY, SERVER_WIRING, 'Routes and sockets are given their services by server/app.ts; they never import the wiring.'),
];
// The browser's layers: lib (no screens) <- ui <- shared (pieces several features use) <- features <- routes. The
// console (src/admin) stands beside the PWA's features on the same lib, ui and shared. browser/ is code that runs
// only in browsers (the socket's client), shared by the PWA, the console and the workers.
const ABOVE_LIB = [
  'src/ui',
  'src/shared',
  'src/features',
  'src/routes',
  'src/admin',
  'src/router.ts',
  'src/main.tsx',
  'src/routeTree.gen.ts',
];
const BROWSER_ZONES = [
  zone(['browser'], ['src', 'sw', 'server'], 'browser/ is below the PWA and the workers, and never imports the server.'),
  zone(['src/lib'], ABOVE_LIB, 'lib/ holds no screens and no feature pieces: it imports neither ui/, shared/ nor features.'),
  zone(['src/ui'], ABOVE_LIB.slice(1), 'The design system (ui/) knows no feature: pieces of features live in shared/ or features/.'),
  zone(
    ['src/shared'],
    ABOVE_LIB.slice(2),
    'shared/ holds pieces that several features use: it imports no feature, route or console screen.',
  ),
  zone(
    ['src/features'],
    ['src/routes', 'src/admin', 'src/router.ts', 'src/main.tsx', 'src/routeTree.gen.ts'],
    'A feature is placed by its route: it never imports routes or the console.',
  ),
  zone(
    ['src/admin'],
    ['src/features', 'src/routes', 'src/router.ts', 'src/main.tsx', 'src/routeTree.gen.ts'],
    'The console shares lib/, ui/ and shared/ with the PWA, never its features or routes.',
  ),
];
const noOtherFeature = {
  group: ['@/features/*', '../*/**', '!../*.module.css'],
  message: 'A feature does not import another feature; share through lib/ or ui/.',
};

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'src/routeTree.gen.ts', '.tmp/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noSchemas] }],
    },
  },
  {
    files: ['src/lib/**', 'src/ui/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noFeatures, noSchemas] }] },
  },
  {
    files: ['src/features/*/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noOtherFeature, noSchemas] }],
    },
  },
  {
    files: FORM_CHECKS,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noOtherFeature, noOwnSchemas] }],
    },
  },
  {
    files: ['sw/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noSrc, noSchemas] }] },
  },
  { files: ['tests/**', 'scripts/**', 'tools/**'], rules: { 'no-restricted-imports': ['error', { paths: [noDecimal] }] } },
  { files: ['common/**'], rules: { 'no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noSrc, noNode] }] } },
  { files: ['browser/**'], rules: { 'no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noSrc, noNode] }] } },
  { files: ['common/money.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noSrc, noNode] }] } },
  { files: ['server/**'], rules: { 'no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noSrc] }] } },
  // Layers by resolved file, whatever the import's spelling, and no import circle anywhere (type imports included).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'sw/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...SERVER_ZONES, ...BROWSER_ZONES] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Scripts and the server's start-up talk to the operator on the console.
  { files: ['scripts/**', 'tools/**', 'server/main.ts', 'server/cli/**', 'tests/**'], rules: { 'no-console': 'off' } },
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
