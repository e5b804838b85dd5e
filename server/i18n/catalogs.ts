import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_CODES, LOCALES, resolveLocale, type LocaleCode } from '../../common/locales';

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
      const catalog = instances.get(resolveLocale(lang));
      // A message missing from a catalog falls back to its English source text rather than to its id.
      return (descriptor, values) =>
        catalog ? catalog._({ ...descriptor, values: values ?? descriptor.values }) : (descriptor.message ?? descriptor.id);
    },
  };
}
