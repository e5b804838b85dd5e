import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_CODES, LOCALES, resolveLocale, type LocaleCode } from '../../common/locales';
import { decimalText } from '../../common/number-text';

// The server reads the same .po catalogs as the PWA, once at start, and keeps one i18n instance per locale so
// translating a message never depends on shared mutable state between concurrent requests.

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

export interface ServerI18n {
  translator(lang: string | null | undefined): Translate;
}

async function loadLocale(code: LocaleCode): Promise<I18n> {
  const content = await readFile(`${LOCALES_DIR}${code}/messages.po`, 'utf8').catch(() => '');
  const catalog = content ? await formatter().parse(content, { locale: code, sourceLocale: 'en', filename: '' }) : {};
  const compiled = Object.fromEntries(
    Object.entries(catalog)
      .filter(([, entry]) => Boolean(entry.translation))
      .map(([id, entry]) => [id, compileMessage(entry.translation)]),
  );
  return setupI18n({ locale: LOCALES[code].tag, messages: { [LOCALES[code].tag]: compiled } });
}

export async function loadServerI18n(): Promise<ServerI18n> {
  const instances = new Map<LocaleCode, I18n>();
  await Promise.all(LOCALE_CODES.map(async (code) => instances.set(code, await loadLocale(code))));
  return {
    translator(lang) {
      // Not named i18n: the catalog extractor reads every i18n._() call as a message to extract.
      const code = resolveLocale(lang);
      const catalog = instances.get(code);
      // A message missing from a catalog falls back to its English source text rather than to its id.
      return (descriptor, values) => {
        const shown = localisedValues(values ?? descriptor.values, LOCALES[code].tag);
        return catalog ? catalog._({ ...descriptor, values: shown }) : (descriptor.message ?? descriptor.id);
      };
    },
  };
}

// Amounts and prices reach a message as decimal strings with a point ("1483511.64"); they are written for the
// request's language as the PWA writes them. Whole numbers (seconds, a count, a verification code) stay as they are.
const AMOUNT = /^-?\d+\.\d+$/;

function localisedValues(values: Record<string, unknown> | undefined, tag: string): Record<string, unknown> | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' && AMOUNT.test(value) ? decimalText(value, tag) : value]),
  );
}
