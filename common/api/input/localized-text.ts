import * as z from 'zod/mini';
import { isLocaleCode, LOCALE_CODES, SOURCE_LOCALE, type LocaleCode } from '../../locales';
import type { Translations } from '../../localized-text';
import { boundedText, multilineText, ruled } from './fields';

// Field rules for text operators write in several languages (../../localized-text.ts): a language code, and the
// other languages' titles and descriptions of an item beside its English `title` and `desc`.

/** What a refusal of a language code carries, so the server says it is not one of the app's languages
 * (server/http/validate.ts) rather than only that the value is not valid. */
export const NOT_A_LANGUAGE = { problem: 'not_a_language' } as const;

/** One of the product's locale codes, exactly (common/locales.ts). */
export const localeCode = ruled(
  z.pipe(
    z.string(),
    z.transform((value, ctx): LocaleCode => {
      if (isLocaleCode(value)) return value;
      ctx.issues.push({ code: 'custom', message: 'not a language of the app', input: value, params: NOT_A_LANGUAGE });
      return z.NEVER;
    }),
  ),
  'closed',
);

/**
 * The other languages' texts of an item: `{ "hk": { "title": "…", "desc": "…" }, … }`, each with a title. English is
 * the item's own title and desc, so an "en" key is refused; so is a code that is not one of the app's languages.
 * Absent, the item's other languages are left as they are; given, it is the whole set (a language left out is removed).
 */
export function translationsInput(titleMax: number, descMax: number) {
  // The same rules as the English title and desc beside them.
  const text = z.object({ title: boundedText(titleMax, 1), desc: z._default(z.optional(multilineText(descMax)), '') });
  return z.optional(
    z.pipe(
      // The keys are checked as sent, before the record is read: a "__proto__" key would not survive the reading, and
      // an input of nothing else would then read as "no other languages", removing them all.
      z.unknown().check(
        z.superRefine((value, ctx) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
          const keys = Object.keys(value);
          if (keys.length >= LOCALE_CODES.length) ctx.issues.push({ code: 'custom', message: 'too many languages', input: value });
          for (const key of keys) {
            if (key === SOURCE_LOCALE) ctx.issues.push({ code: 'custom', message: 'English is title and desc', input: key, path: [key] });
            else if (!isLocaleCode(key))
              ctx.issues.push({ code: 'custom', message: 'not a language of the app', input: key, path: [key], params: NOT_A_LANGUAGE });
          }
        }),
      ),
      z.pipe(
        // The keys were checked above; they are read as the language codes they are.
        z.record(localeCode, text),
        z.transform((value) => value as Translations),
      ),
    ),
  );
}
