import { i18n, type Messages } from '@lingui/core';
import { localeInfo } from '@common/locales';
import type { ConsoleLocale } from '@common/locales';

// The console reads two catalogs: the shared one (the design system's and the server's messages) and its own
// (locales/admin). Both are compiled by the Lingui Vite plugin and loaded for the chosen language only.

const shared = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');
const own = import.meta.glob<{ messages: Messages }>('../../locales/admin/{en,hk}/messages.po');

export { i18n };

export async function activateConsoleLocale(code: ConsoleLocale): Promise<void> {
  const [base, console] = await Promise.all([
    shared[`../../locales/${code}/messages.po`]?.(),
    own[`../../locales/admin/${code}/messages.po`]?.(),
  ]);
  i18n.loadAndActivate({ locale: code, messages: { ...base?.messages, ...console?.messages } });
  const info = localeInfo(code);
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.dir;
}
