import { i18n, type Messages } from '@lingui/core';
import { localeInfo, resolveLocale, type LocaleCode } from '@common/locales';
import { firstPaintHandoff } from './first-paint';
import { localeAtom, store } from './store';

// Each language's catalog is a JSON file of compiled messages (scripts/build-catalogs.ts makes them from
// locales/<code>/messages.po) fetched only when the language is chosen, so a visitor downloads one language, as data
// rather than as a script. The saved language's file was asked for by index.html's boot script, beside the bundle.

/** Locale code -> the catalog's address; defined by the build (scripts/build-catalogs.ts). */
declare const __LOCALE_CATALOGS__: Record<string, string | undefined>;

export { i18n };

/** The boot script's fetch of this language's catalog, taken once; a failed one is asked for again. */
async function earlyCatalog(code: LocaleCode): Promise<Response | null> {
  const handoff = firstPaintHandoff();
  const early = handoff?.catalog;
  if (!handoff || early?.code !== code) return null;
  delete handoff.catalog;
  const response = await early.response.catch(() => null);
  return response?.ok ? response : null;
}

async function loadCatalog(code: LocaleCode, file: string): Promise<Messages> {
  const response = (await earlyCatalog(code)) ?? (await fetch(file, { credentials: 'same-origin' }));
  if (!response.ok) throw new Error(`The ${code} catalog did not load (HTTP ${String(response.status)})`);
  return ((await response.json()) as { messages: Messages }).messages;
}

/** Loads and activates a language, and sets the document's lang and direction for it. */
export async function activateLocale(input: string): Promise<LocaleCode> {
  const info = localeInfo(input);
  const file = __LOCALE_CATALOGS__[info.code];
  if (file) i18n.loadAndActivate({ locale: info.code, messages: await loadCatalog(info.code, file) });
  else i18n.activate(info.code);
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
  return info.code;
}

/** Intl needs BCP 47 tags, not the product's codes. */
export function intlTag(code: string): string {
  return localeInfo(resolveLocale(code)).tag;
}

/** Switches the interface language and remembers it. */
export async function changeLocale(code: LocaleCode): Promise<void> {
  await activateLocale(code);
  store.set(localeAtom, code);
}
