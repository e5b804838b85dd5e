import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The projects: unit (pure logic, node), components (screens and lists rendered with React Testing Library in
// jsdom), server (the API on a real database, one fresh database per file; with server-isolated and cluster, below)
// and e2e (the built app in Chromium). `npm test` (scripts/test.ts) decides which run and on which database.

// Every file starts at MERIDIAN_TEST_NOW when it is set (tests/support/test-clock.ts).
const PIN_CLOCK = 'tests/support/pin-clock.setup.ts';

/** Server test files that mock fastify to record the routes (tests/server/helpers/route-recorder.ts). */
const MOCKS_FASTIFY = ['tests/server/admin/roles.test.ts', 'tests/server/authz/sweep.test.ts', 'tests/server/fuzz/coverage.test.ts'];

/** The cluster's tests (tests/server/cluster): several nodes, a load balancer, and faults. */
const CLUSTER = ['tests/server/cluster/**/*.test.ts'];

type ProjectConfig = NonNullable<TestProjectInlineConfiguration['test']>;

/** What every server project shares: a real database per file, in forked processes. */
const SERVER = {
  setupFiles: [PIN_CLOCK],
  // One migrated and seeded database for the run, copied for each file (tests/server/helpers/database-template.ts).
  globalSetup: ['tests/server/helpers/database-template.setup.ts'],
  environment: 'node',
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies ProjectConfig;

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Both cores: vitest's default leaves one of two idle. A server file waits on its database (PostgreSQL's own
    // process, or PGlite between statements) for much of its time, so two files at once kept CI's 90 minutes.
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: [PIN_CLOCK] } },
      {
        resolve: { alias },
        // The Lingui macros compile as in the app, so components render their real (English) messages.
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
        test: {
          name: 'components',
          include: ['tests/unit/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [PIN_CLOCK, 'tests/unit/src/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...SERVER,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...MOCKS_FASTIFY, ...CLUSTER],
          // A worker imports the server once for all the files it runs, not once per file (that import was a third of
          // the suite's time). Each file still has a database, an app and a clock of its own.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // The files that replace fastify with a recording one (vi.mock) get modules of their own.
        test: { ...SERVER, name: 'server-isolated', include: MOCKS_FASTIFY },
      },
      {
        resolve: { alias },
        test: {
          ...SERVER,
          // Nodes in processes of their own, cut off and killed, held to bounds in seconds (a takeover within 5 s): each
          // file runs alone, after the others, so no other file's work delays a node past a bound.
          name: 'cluster',
          include: CLUSTER,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: [PIN_CLOCK],
          environment: 'node',
          // One file at a time: two at once (each with its own server and browser) took 7 minutes instead of 14, but on
          // 2 cores a file's simulated feed could stall past the 2 s a price stays tradable, and orders were refused.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
