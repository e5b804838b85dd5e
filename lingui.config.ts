import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES, SOURCE_LOCALE } from './common/locales';

// One catalog per locale holds both the PWA's and the server's messages, so a translator sees them together. The
// back-office console has a catalog of its own (locales/admin/<code>), which the i18n check requires in the
// console's languages only (CONSOLE_LOCALES in common/locales.ts); the console loads it over the main catalog,
// whose messages (src/ui, server refusals) it shares.
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALE_CODES],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/common'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/admin/**'],
    },
    {
      path: '<rootDir>/locales/admin/{locale}/messages',
      include: ['<rootDir>/src/admin'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
