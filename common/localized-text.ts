import { LOCALE_CODES, SOURCE_LOCALE, type LocaleCode } from './locales';

// Text that operators write (a fund's title and terms, a loan term's title and description, a news article) has a
// version per language. A reader gets their language; where it has none, English, which operators write first (it is
// required, and the product's own messages are written in it); else the first language written, in the order of
// LOCALE_CODES. The server picks the text for the request's `lang`, so the wire keeps one `title` and one `desc`.

/** The languages an operator may add beside the English text. */
export const TRANSLATED_LOCALES: readonly LocaleCode[] = LOCALE_CODES.filter((code) => code !== SOURCE_LOCALE);

/** The languages in the order a reader of `locale` is offered them: theirs, English, then the product's order. */
export function fallbackOrder(locale: LocaleCode): LocaleCode[] {
  return [...new Set<LocaleCode>([locale, SOURCE_LOCALE, ...LOCALE_CODES])];
}

/** One field's text in each language written; a blank text counts as not written. */
export type TextByLocale = Partial<Record<LocaleCode, string>>;

export interface PickedText {
  text: string;
  /** The language `text` is in; English when nothing is written at all. */
  lang: LocaleCode;
}

/** The text a reader of `locale` gets: theirs, else English, else the first written. */
export function pickText(texts: TextByLocale, locale: LocaleCode): PickedText {
  for (const code of fallbackOrder(locale)) {
    const text = texts[code];
    if (text !== undefined && text.trim() !== '') return { text, lang: code };
  }
  return { text: '', lang: SOURCE_LOCALE };
}

/** An item's title and description in one language other than English. */
export interface LocalizedTitle {
  title: string;
  desc: string;
}

/** The other languages' texts of an item, by language; its English text is the item's own `title` and `desc`. */
export type Translations = Partial<Record<LocaleCode, LocalizedTitle>>;

/** A title and description as a reader of one language gets them, with the language of the title. */
export interface ReadTitle extends LocalizedTitle {
  lang: LocaleCode;
}

/**
 * The title and description for a reader of `locale`, each field on its own: a language whose description was left
 * empty still shows its title, with the English description below it rather than nothing.
 */
export function readTitle(english: LocalizedTitle, translations: Translations, locale: LocaleCode): ReadTitle {
  const titles: TextByLocale = { [SOURCE_LOCALE]: english.title };
  const descs: TextByLocale = { [SOURCE_LOCALE]: english.desc };
  for (const [code, text] of Object.entries(translations) as [LocaleCode, LocalizedTitle][]) {
    titles[code] = text.title;
    descs[code] = text.desc;
  }
  const title = pickText(titles, locale);
  return { title: title.text, desc: pickText(descs, locale).text, lang: title.lang };
}

/** The languages an item is written in, English first when written, then in the product's order. */
export function writtenLocales(english: LocalizedTitle, translations: Translations): LocaleCode[] {
  return LOCALE_CODES.filter((code) =>
    code === SOURCE_LOCALE ? english.title.trim() !== '' : (translations[code]?.title.trim() ?? '') !== '',
  ).sort((a, b) => Number(b === SOURCE_LOCALE) - Number(a === SOURCE_LOCALE));
}

/** Other languages need the English title first: it is what every reader without their own text falls back to. */
export function lacksEnglish(englishTitle: string, translations: Translations): boolean {
  return englishTitle.trim() === '' && Object.keys(translations).length > 0;
}
