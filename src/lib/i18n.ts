import { i18n } from '@lingui/core';
import { localeInfo, resolveLocale, type LocaleCode } from '@common/locales';
import { localeAtom, store } from './store';

// Catalogs are compiled from locales/<code>/messages.po by the Lingui Vite plugin and loaded only when a language
// is chosen, so a visitor downloads one language.

const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../../locales/*/messages.po');

export { i18n };

/** Loads and activates a language, and sets the document's lang and direction for it. */
export async function activateLocale(input: string): Promise<LocaleCode> {
  const info = localeInfo(input);
  const load = catalogs[`../../locales/${info.code}/messages.po`];
  if (load) {
    const { messages } = await load();
    i18n.loadAndActivate({ locale: info.code, messages: messages as Parameters<typeof i18n.load>[1] });
  } else {
    i18n.activate(info.code);
  }
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
