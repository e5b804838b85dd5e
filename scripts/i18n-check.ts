import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES, SOURCE_LOCALE } from '../common/locales';
import { ROOT } from './build-inputs';

// CI fails when any message lacks a translation in any locale, or when a translation is the English text copied
// over. Some are rightly the same: names in every language (below), and words a language has taken from English
// (Indonesian "Email", Vietnamese "Video"), which a translator lists for that locale in locales/identical.json.

const SAME_IN_EVERY_LANGUAGE = new Set(['Meridian', 'UID', 'UID {0}', 'USD', 'OK', 'English']);

interface Entry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
}

async function catalog(code: string): Promise<Record<string, Entry>> {
  const content = await readFile(path.join(ROOT, 'locales', code, 'messages.po'), 'utf8');
  return (await formatter().parse(content, { locale: code, sourceLocale: SOURCE_LOCALE, filename: '' }));
}

async function identicalByChoice(): Promise<Record<string, string[]>> {
  const file = path.join(ROOT, 'locales', 'identical.json');
  return JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, string[]>;
}

async function main(): Promise<void> {
  const source = await catalog(SOURCE_LOCALE);
  const chosen = await identicalByChoice();
  const ids = Object.keys(source).filter((id) => !source[id]?.obsolete);
  const problems: string[] = [];
  for (const code of LOCALE_CODES) {
    if (code === SOURCE_LOCALE) continue;
    const target = await catalog(code);
    for (const id of ids) {
      const english = source[id]?.translation ?? source[id]?.message ?? id;
      const translated = target[id]?.translation?.trim();
      if (!translated) problems.push(`${code}: missing "${english}"`);
      else if (translated === english && !SAME_IN_EVERY_LANGUAGE.has(english) && !chosen[code]?.includes(english)) {
        problems.push(`${code}: copied from English "${english}" (list it in locales/identical.json if that is the right word)`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\ni18n check failed: ${problems.length} problem(s) across the ${LOCALE_CODES.length} locales.`);
    console.error('Run `npm run i18n:extract`, then translate the empty entries in locales/<code>/messages.po.');
    process.exit(1);
  }
  console.log(`i18n check passed: ${ids.length} messages translated in all ${LOCALE_CODES.length} locales.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
