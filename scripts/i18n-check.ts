import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { CONSOLE_LOCALES, LOCALE_CODES, SOURCE_LOCALE } from '../common/locales';
import { ROOT } from './build-inputs';
import { catalogDrifts, type CatalogDrift } from './i18n-stale';

// CI fails when the catalogs are not extracted from the code as it is (see i18n-stale.ts), when any message lacks
// a translation in any locale, or when a translation is the English text copied over. The back-office console's own catalog (locales/admin) is checked in the console's languages only
// (CONSOLE_LOCALES): operators work in English or Chinese, and keeping it apart spares 16 translations of every
// operator's word while the customer app keeps all 18. Some are rightly the same: names in every language (below), and words a language has taken from English
// (Indonesian "Email", Vietnamese "Video"), which a translator lists for that locale in locales/identical.json.

const SAME_IN_EVERY_LANGUAGE = new Set(['Meridian', 'UID', 'UID {0}', 'USD', 'OK', 'English']);

interface Entry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
}

/** A catalog: the PWA's and the server's (`locales/<code>`) or the console's (`locales/admin/<code>`). */
async function catalog(code: string, dir = 'locales'): Promise<Record<string, Entry>> {
  const content = await readFile(path.join(ROOT, dir, code, 'messages.po'), 'utf8');
  return await formatter().parse(content, { locale: code, sourceLocale: SOURCE_LOCALE, filename: '' });
}

async function identicalByChoice(): Promise<Record<string, string[]>> {
  const file = path.join(ROOT, 'locales', 'identical.json');
  return JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, string[]>;
}

async function problemsOf(
  dir: string,
  locales: readonly string[],
  chosen: Record<string, string[]>,
): Promise<{ ids: number; problems: string[] }> {
  const source = await catalog(SOURCE_LOCALE, dir);
  const ids = Object.keys(source).filter((id) => !source[id]?.obsolete);
  const problems: string[] = [];
  for (const code of locales) {
    if (code === SOURCE_LOCALE) continue;
    const target = await catalog(code, dir);
    for (const id of ids) {
      const english = source[id]?.translation ?? source[id]?.message ?? id;
      const translated = target[id]?.translation?.trim();
      if (!translated) problems.push(`${dir}/${code}: missing "${english}"`);
      else if (translated === english && !SAME_IN_EVERY_LANGUAGE.has(english) && !chosen[code]?.includes(english)) {
        problems.push(`${dir}/${code}: copied from English "${english}" (list it in locales/identical.json if that is the right word)`);
      }
    }
  }
  return { ids: ids.length, problems };
}

/** A stale catalog's problems: every message the code uses that no catalog holds, and every entry left behind. */
function staleProblems(drift: CatalogDrift): string[] {
  return [
    ...drift.notExtracted.map((text) => `${drift.catalog}: not extracted "${text}" (shown in English in every language)`),
    ...drift.noLongerUsed.map((text) => `${drift.catalog}: no longer in the code "${text}"`),
  ];
}

async function main(): Promise<void> {
  const chosen = await identicalByChoice();
  const app = await problemsOf('locales', LOCALE_CODES, chosen);
  const console_ = await problemsOf('locales/admin', CONSOLE_LOCALES, chosen);
  const stale = (await catalogDrifts()).flatMap(staleProblems);
  const problems = [...stale, ...app.problems, ...console_.problems];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\ni18n check failed: ${problems.length} problem(s) across the ${LOCALE_CODES.length} locales and the console's ${CONSOLE_LOCALES.length}.`,
    );
    console.error(
      'Run `npm run i18n:extract`, then translate the empty entries in locales/<code>/messages.po (and locales/admin/<code> for the console).',
    );
    // Not process.exit: into a pipe, standard error is written asynchronously, and exiting at once cut the list short.
    process.exitCode = 1;
    return;
  }
  console.log(
    `i18n check passed: ${app.ids} messages translated in all ${LOCALE_CODES.length} locales; the console's ${console_.ids} in ${CONSOLE_LOCALES.join(' and ')}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
