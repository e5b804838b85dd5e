import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
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
// load with the form's lazy chunk, never with the first load. They use common's schemas, never zod directly.
const noOwnSchemas = {
  group: ['zod', 'zod/*', '@common/socket-input', '**/common/socket-input'],
  allowTypeImports: true,
  message: 'A form checks with the schemas of common/api/input, not schemas of its own.',
};
const FORM_CHECKS = ['src/features/*/validation.ts', 'src/features/*/*-validation.ts'];
// Money arithmetic has one decimal set-up and one place that rounds: common/money.ts (docs/ARCHITECTURE.md, "Money
// and the ledger").
const noDecimal = { name: 'decimal.js', message: 'Import Decimal and the rounding helpers from common/money.ts.' };
// Inside the server: routes (server/http, server/socket) -> services (server/<area>) -> ledger and database.
const noHttp = {
  group: ['../http', '../http/*', '../../http/*', '**/server/http/*'],
  message: 'A service never imports the HTTP layer: throw DomainError (server/errors.ts); the error handler maps it.',
};
const SERVICE_AREAS = ['account', 'admin', 'wallet', 'market', 'trading', 'notify', 'uploads', 'socket', 'http', 'cluster', 'jobs', 'loan', 'fund', 'content', 'support'];
const noServices = {
  // The instrument list (market/instrument-data) is seed data the market also reads: the seed may import it.
  regex: `^(\\.\\./)+(${SERVICE_AREAS.join('|')})(/(?!instrument-data$).*)?$`,
  message: 'The ledger and the database sit below the services: they never import them.',
};
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
  { files: ['src/lib/**', 'src/ui/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noFeatures, noSchemas] }] } },
  { files: ['src/features/*/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noOtherFeature, noSchemas] }] } },
  { files: FORM_CHECKS, rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noOtherFeature, noOwnSchemas] }] } },
  { files: ['sw/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noSrc, noSchemas] }] } },
  { files: ['tests/**', 'scripts/**'], rules: { 'no-restricted-imports': ['error', { paths: [noDecimal] }] } },
  { files: ['common/**'], rules: { 'no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noServer, noSrc, noNode] }] } },
  { files: ['common/money.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noSrc, noNode] }] } },
  { files: ['server/**'], rules: { 'no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noSrc] }] } },
  {
    files: ['server/*/**'],
    ignores: ['server/http/**', 'server/socket/**', 'server/db/**', 'server/ledger/**', 'server/cli/**', 'server/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noSrc, noHttp] }] },
  },
  { files: ['server/db/**', 'server/ledger/**'], rules: { 'no-restricted-imports': ['error', { paths: [noDecimal], patterns: [noSrc, noHttp, noServices] }] } },
  // Scripts and the server's start-up talk to the operator on the console.
  { files: ['scripts/**', 'server/main.ts', 'server/cli/**', 'tests/**'], rules: { 'no-console': 'off' } },
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
