import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects: unit (pure logic, node), components (screens and lists rendered with React Testing Library in
// jsdom), server (the API on a real database, one fresh database per file) and e2e (the built app in Chromium). `npm test` (scripts/test.ts) decides which run and on which database.

// Every file starts at MERIDIAN_TEST_NOW when it is set (tests/support/test-clock.ts).
const PIN_CLOCK = 'tests/support/pin-clock.setup.ts';

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
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
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: [PIN_CLOCK],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: [PIN_CLOCK],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
