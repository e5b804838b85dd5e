import { CODE } from '../../common/envelope';
import type { LocaleCode } from '../../common/locales';
import { lacksEnglish, type LocalizedTitle, type Translations } from '../../common/localized-text';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// The other languages of an operator-written title and description (migration 0107): rows of a translations table,
// one per item and language, beside the item's English text in its own row. Read for a page of items at once, and
// written whole when an operator saves the item, in the save's transaction.

export interface TranslationTable {
  name: 'fund_translations' | 'loan_config_translations';
  /** The column naming the item. */
  key: 'fund_id' | 'config_id';
}

export const FUND_TRANSLATIONS: TranslationTable = { name: 'fund_translations', key: 'fund_id' };
export const LOAN_CONFIG_TRANSLATIONS: TranslationTable = { name: 'loan_config_translations', key: 'config_id' };

interface TranslationRow {
  item: number;
  lang: LocaleCode;
  title: string;
  description: string;
}

/** The translations of each of `ids` (an item without any maps to `{}`). */
export async function translationsOf(db: Queryable, table: TranslationTable, ids: readonly number[]): Promise<Map<number, Translations>> {
  const found = new Map<number, Translations>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return found;
  const rows = await db.query<TranslationRow>(
    `SELECT ${table.key} AS item, lang, title, description FROM ${table.name} WHERE ${table.key} = ANY($1) ORDER BY lang`,
    [[...ids]],
  );
  for (const row of rows) {
    const texts = found.get(row.item);
    if (texts) texts[row.lang] = { title: row.title, desc: row.description };
  }
  return found;
}

/** Refuses other languages without an English title: it is what readers without their own language are shown. */
export function checkEnglishFirst(english: LocalizedTitle, translations: Translations | undefined): void {
  if (translations && lacksEnglish(english.title, translations)) throw new DomainError(CODE.BAD_INPUT, messages.englishTextFirst);
}

/** Makes `translations` the item's whole set of other languages (a language left out is removed). */
export async function writeTranslations(tx: Queryable, table: TranslationTable, id: number, translations: Translations): Promise<void> {
  await tx.query(`DELETE FROM ${table.name} WHERE ${table.key} = $1`, [id]);
  for (const [lang, text] of Object.entries(translations) as [LocaleCode, LocalizedTitle][]) {
    await tx.query(`INSERT INTO ${table.name} (${table.key}, lang, title, description) VALUES ($1, $2, $3, $4)`, [
      id,
      lang,
      text.title,
      text.desc,
    ]);
  }
}
