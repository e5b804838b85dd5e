import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE } from '../common/locales';
import { ROOT } from './build-inputs';

// A catalog can pass every translation check and still be stale: when a message's text changes in the code, its
// id changes, the old entry keeps its 18 translations and the new one is in no catalog, so the screen falls back to
// English. This compares the ids the code uses now (extracted exactly as `npm run i18n:extract` would, without
// writing anything) with the live ids of each committed catalog.

export interface CatalogDrift {
  /** The catalog's path pattern, e.g. `locales/{locale}/messages`. */
  catalog: string;
  /** Messages the code uses that the catalog does not hold: shown in English in every language. */
  notExtracted: string[];
  /** Live entries no code uses any more: translations kept for nothing. */
  noLongerUsed: string[];
}

/** Message texts by id. */
export type MessagesById = ReadonlyMap<string, string>;

/** The messages (their texts) the code uses and a catalog lacks, and the reverse; empty lists when in step. */
export function driftOf(catalog: string, used: MessagesById, held: MessagesById): CatalogDrift {
  const missingFrom = (from: MessagesById, other: MessagesById) =>
    [...from]
      .filter(([id]) => !other.has(id))
      .map(([, text]) => text)
      .sort();
  return { catalog, notExtracted: missingFrom(used, held), noLongerUsed: missingFrom(held, used) };
}

/** Each Lingui catalog's drift from the code, as read from the source locale's `.po` (which holds every id). */
export async function catalogDrifts(): Promise<CatalogDrift[]> {
  const drifts: CatalogDrift[] = [];
  for (const catalog of await getCatalogs(getConfig({ cwd: ROOT }))) {
    const extracted = (await catalog.collect()) ?? {};
    const used = new Map(Object.entries(extracted).map(([id, entry]) => [id, entry.message ?? id]));
    const file = `${catalog.path.replace('{locale}', SOURCE_LOCALE)}.po`;
    const entries = (await formatter().parse(await readFile(file, 'utf8'), {
      locale: SOURCE_LOCALE,
      sourceLocale: SOURCE_LOCALE,
      filename: file,
    })) as Record<string, { obsolete?: boolean; message?: string } | undefined>;
    const held = new Map(
      Object.entries(entries).flatMap(([id, entry]) => (entry && entry.obsolete !== true ? [[id, entry.message ?? id] as const] : [])),
    );
    drifts.push(driftOf(path.relative(ROOT, catalog.path), used, held));
  }
  return drifts;
}
