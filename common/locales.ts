// The 18 interface languages of the product (spec section 9). The codes are the product's own (they travel in
// the `lang` header and in stored settings); `tag` is the BCP 47 tag that Intl formatting and `<html lang>` need.

export const LOCALE_CODES = [
  'hk',
  'en',
  'jp',
  'kr',
  'th',
  'vn',
  'fr',
  'de',
  'ru',
  'spa',
  'pt',
  'ar',
  'it',
  'tr',
  'id',
  'my',
  'hi',
  'cs',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'hk';

/** The back-office console's languages: its own catalog (locales/admin) is kept translated in these. */
export const CONSOLE_LOCALES = ['en', 'hk'] as const satisfies readonly LocaleCode[];
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

/** The language the messages are written in; every other locale is a translation of it. */
export const SOURCE_LOCALE: LocaleCode = 'en';

export interface LocaleInfo {
  code: LocaleCode;
  /** BCP 47 tag for Intl and the document's lang attribute. */
  tag: string;
  /** The language's name in itself, as the language picker shows it. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export const LOCALES: Readonly<Record<LocaleCode, LocaleInfo>> = {
  hk: { code: 'hk', tag: 'zh-Hant-HK', nativeName: '繁體中文', dir: 'ltr' },
  en: { code: 'en', tag: 'en', nativeName: 'English', dir: 'ltr' },
  jp: { code: 'jp', tag: 'ja', nativeName: '日本語', dir: 'ltr' },
  kr: { code: 'kr', tag: 'ko', nativeName: '한국어', dir: 'ltr' },
  th: { code: 'th', tag: 'th', nativeName: 'ไทย', dir: 'ltr' },
  vn: { code: 'vn', tag: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
  fr: { code: 'fr', tag: 'fr', nativeName: 'Français', dir: 'ltr' },
  de: { code: 'de', tag: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  ru: { code: 'ru', tag: 'ru', nativeName: 'Русский', dir: 'ltr' },
  spa: { code: 'spa', tag: 'es', nativeName: 'Español', dir: 'ltr' },
  pt: { code: 'pt', tag: 'pt', nativeName: 'Português', dir: 'ltr' },
  ar: { code: 'ar', tag: 'ar', nativeName: 'العربية', dir: 'rtl' },
  it: { code: 'it', tag: 'it', nativeName: 'Italiano', dir: 'ltr' },
  tr: { code: 'tr', tag: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  id: { code: 'id', tag: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  // `my` is Malaysia's language here, as in the product's other country-style codes (jp, kr, vn), not Burmese.
  my: { code: 'my', tag: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  hi: { code: 'hi', tag: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  cs: { code: 'cs', tag: 'cs', nativeName: 'Čeština', dir: 'ltr' },
};

/** Whether `value` is one of the product's locale codes exactly (no `tw`, no other case). */
export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
}

/**
 * Reads a language as the product receives it (a `lang` header, a stored setting): `tw` is treated as `hk`,
 * case and surrounding space are ignored, and anything unknown falls back to the default, `hk`.
 */
export function resolveLocale(input: string | null | undefined): LocaleCode {
  const value = (input ?? '').trim().toLowerCase();
  if (value === 'tw') return 'hk';
  return isLocaleCode(value) ? value : DEFAULT_LOCALE;
}

export function localeInfo(input: string | null | undefined): LocaleInfo {
  return LOCALES[resolveLocale(input)];
}
