import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALE_CODES, SOURCE_LOCALE, type LocaleCode } from '@common/locales';
import { lacksEnglish, writtenLocales, type LocalizedTitle, type Translations } from '@common/localized-text';
import type { InputSchema } from '@/lib/form-schema';

// The title and description of a fund or a loan term in every language, as the console's form holds them: English
// is the row's own `title` and `desc`, the others its `texts` (common/localized-text.ts). The form checks them with
// the save call's own schema (common/api/input), so it refuses what the server would, and says under which
// language's field.

/** Every language's text as typed, English included; a language never opened is absent. */
export type TextsDraft = Partial<Record<LocaleCode, LocalizedTitle>>;

/** How a page declares the texts of its rows. */
export interface TextsDeclaration {
  /** The save call's schema: its `title`, `desc` and `texts` are checked before sending. */
  schema: InputSchema;
  /** Whether the English title must be written (a fund's); a loan term may go without (it is named by its period). */
  titleRequired: boolean;
  /** The description's name on this page ("Terms" for a fund). */
  descLabel: MessageDescriptor;
}

export const NO_TEXT: LocalizedTitle = { title: '', desc: '' };

function textOf(row: object, name: string): string {
  const value: unknown = (row as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** A row's texts as the form edits them: its English `title` and `desc`, and its `texts`. */
export function draftOf(row: object): TextsDraft {
  const texts = (row as { texts?: Translations }).texts ?? {};
  return { ...texts, [SOURCE_LOCALE]: { title: textOf(row, 'title'), desc: textOf(row, 'desc') } };
}

const blank = (text: LocalizedTitle | undefined) => (text?.title.trim() ?? '') === '' && (text?.desc.trim() ?? '') === '';

/** What the save call is sent: English as `title` and `desc`, and every other language with something typed. */
export function inputOf(draft: TextsDraft): { title: string; desc: string; texts: Translations } {
  const english = draft[SOURCE_LOCALE] ?? NO_TEXT;
  const texts: Translations = {};
  for (const code of LOCALE_CODES) {
    const text = draft[code];
    if (code !== SOURCE_LOCALE && text && !blank(text)) texts[code] = text;
  }
  return { title: english.title, desc: english.desc, texts };
}

/** The languages written, English first (each with a title). */
export function writtenIn(draft: TextsDraft): LocaleCode[] {
  const { title, desc, texts } = inputOf(draft);
  return writtenLocales({ title, desc }, texts);
}

export const TEXT_PROBLEMS = {
  englishFirst: msg`Write the English title first: readers of a language without its own text are shown the English one`,
  titleMissing: msg`Give this language a title, or clear its description`,
  invalid: msg`Too long, or holding characters that cannot be saved`,
} as const;

/** A problem found, by language: what to say under that language's fields. */
export type TextProblems = Partial<Record<LocaleCode, MessageDescriptor>>;

/** What would be refused in the texts, by language; empty when the server would take them. */
export function textProblems(draft: TextsDraft, declaration: TextsDeclaration): TextProblems {
  const { title, desc, texts } = inputOf(draft);
  const problems: TextProblems = {};
  if ((declaration.titleRequired && title.trim() === '') || lacksEnglish(title, texts))
    problems[SOURCE_LOCALE] = TEXT_PROBLEMS.englishFirst;
  const result = declaration.schema.safeParse({ title, desc, texts });
  if (!result.success) {
    for (const { path } of result.error.issues) {
      const [field, lang, part] = path;
      const code =
        field === 'texts' && typeof lang === 'string' ? (lang as LocaleCode) : field === 'title' || field === 'desc' ? SOURCE_LOCALE : null;
      if (code === null || problems[code]) continue;
      problems[code] =
        field === 'texts' && part === 'title' && (texts[code]?.title.trim() ?? '') === ''
          ? TEXT_PROBLEMS.titleMissing
          : TEXT_PROBLEMS.invalid;
    }
  }
  return problems;
}
