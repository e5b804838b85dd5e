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
  const loaded = await Promise.all(LOCALE_CODES.map(async (code) => [code, translatorFor(await loadLocale(code), LOCALES[code].tag)] as const));
  const translators = Object.fromEntries(loaded) as Record<LocaleCode, Translate>;
  // One translator per language, built here: every request asks for one, and none holds anything per request.
  return { translator: (lang) => translators[resolveLocale(lang)] };
}

// Messages without values (most refusals, "Success") read the same every time, so each is translated once per
// language. Their ids are the server's own, a fixed set; the bound only keeps a mistake from growing the memory.
const REMEMBERED_MESSAGES = 1_000;

// Not named i18n: the catalog extractor reads every i18n._() call as a message to extract.
function translatorFor(catalog: I18n, tag: string): Translate {
  const plain = new Map<string, string>();
  // A message missing from a catalog falls back to its English source text rather than to its id.
  const translated = (descriptor: MessageDescriptor, values: Record<string, unknown> | undefined) =>
    catalog._(descriptor.id, values, { message: descriptor.message });
  return (descriptor, values) => {
    const given = values ?? descriptor.values;
    if (given && hasKeys(given)) return translated(descriptor, localisedValues(given, tag));
    let text = plain.get(descriptor.id);
    if (text === undefined) {
      text = translated(descriptor, undefined);
      if (plain.size < REMEMBERED_MESSAGES) plain.set(descriptor.id, text);
    }
    return text;
  };
}

function hasKeys(values: Record<string, unknown>): boolean {
  for (const key in values) if (Object.hasOwn(values, key)) return true;
  return false;
}

// Amounts and prices reach a message as decimal strings with a point ("1483511.64"); they are written for the
// request's language as the PWA writes them. Whole numbers (seconds, a count, a verification code) stay as they are.
const AMOUNT = /^-?\d+\.\d+$/;

const isAmount = (value: unknown): value is string => typeof value === 'string' && AMOUNT.test(value);

function localisedValues(values: Record<string, unknown>, tag: string): Record<string, unknown> {
  // Most messages carry no amount (a field's name, seconds): those values are used as they are, not copied.
  if (!Object.values(values).some(isAmount)) return values;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, isAmount(value) ? decimalText(value, tag) : value]));
}
