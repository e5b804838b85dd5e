import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_CODES, LOCALES, resolveLocale, type LocaleCode } from '../../common/locales';
import { decimalText } from '../../common/number-text';
import type { Translate } from '../../common/translate';

// The server reads the same .po catalogs as the PWA, once at start, and keeps one i18n instance per locale so
// translating a message never depends on shared mutable state between concurrent requests.

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

export type { Translate } from '../../common/translate';

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
  const loaded = await Promise.all(
    LOCALE_CODES.map(async (code) => [code, translatorFor(await loadLocale(code), LOCALES[code].tag)] as const),
  );
  const translators = Object.fromEntries(loaded) as Record<LocaleCode, Translate>;
  // One translator per language, built here: every request asks for one, and none holds anything per request.
  return { translator: (lang) => translators[resolveLocale(lang)] };
}

// Messages without values (most refusals, "Success") read the same every time, so each is translated once per
// language; so is a refusal of a field ("The value of {field} is not valid"), whose only value is a field's name
// from an endpoint's schema, asked again and again by bad input. The ids are the server's own, a fixed set, and
// the names few; the bound only keeps made-up names (a list's indexes) from growing the memory.
const REMEMBERED_MESSAGES = 1_000;

/** The key a message is remembered under, or none when its values vary (amounts, seconds, codes). */
function rememberedAs(descriptor: MessageDescriptor, values: Record<string, unknown> | undefined): string | undefined {
  if (!values || !hasKeys(values)) return descriptor.id;
  const keys = Object.keys(values);
  const field = values.field;
  return keys.length === 1 && typeof field === 'string' ? `${descriptor.id}\u0000${field}` : undefined;
}

// Not named i18n: the catalog extractor reads every i18n._() call as a message to extract.
function translatorFor(catalog: I18n, tag: string): Translate {
  const remembered = new Map<string, string>();
  // A message missing from a catalog falls back to its English source text rather than to its id.
  const translated = (descriptor: MessageDescriptor, values: Record<string, unknown> | undefined): string =>
    catalog._(descriptor.id, values && localisedValues(values, tag, translated), { message: descriptor.message });
  return (descriptor, values) => {
    const given = values ?? descriptor.values;
    const key = rememberedAs(descriptor, given);
    if (key === undefined) return translated(descriptor, given);
    let text = remembered.get(key);
    if (text === undefined) {
      text = translated(descriptor, given);
      if (remembered.size < REMEMBERED_MESSAGES) remembered.set(key, text);
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

// A moment (until when a safeguard holds) reaches a message as a Date; it is written for the language, in UTC and
// saying so, since the server does not know the reader's time zone.
const isMoment = (value: unknown): value is Date => value instanceof Date;

function momentText(value: Date, tag: string): string {
  return new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(value);
}

// A name that is itself a message (an asset class in a rule set's refusal) reaches a message as its descriptor and is
// translated into the same language.
const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && 'message' in value;

function localisedValues(
  values: Record<string, unknown>,
  tag: string,
  translate: (descriptor: MessageDescriptor, values: undefined) => string,
): Record<string, unknown> {
  // Most messages carry no amount, moment or name (a field's name, seconds): those values are used as they are.
  if (!Object.values(values).some((value) => isAmount(value) || isMoment(value) || isDescriptor(value))) return values;
  const localised = (value: unknown) =>
    isAmount(value)
      ? decimalText(value, tag)
      : isMoment(value)
        ? momentText(value, tag)
        : isDescriptor(value)
          ? translate(value, undefined)
          : value;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, localised(value)]));
}
