import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES, SOURCE_LOCALE } from './common/locales';

// One catalog per locale holds both the PWA's and the server's messages, so a translator sees them together.
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALE_CODES],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/common'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
