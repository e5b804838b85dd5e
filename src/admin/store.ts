import { atom } from 'jotai';
import type { OperatorInfo } from '@common/api/admin';
import { CONSOLE_LOCALES, type ConsoleLocale } from '@common/locales';
import { persistedAtom, store } from '@/lib/store';

// The console's own state, apart from the PWA's: an operator's session is never a user's, so it is kept under its
// own key. The theme choice is shared with the PWA (the same browser, the same preference).

export { store };

export interface OperatorSession {
  token: string;
  operator: OperatorInfo;
}

export const operatorSessionAtom = persistedAtom<OperatorSession | null>('admin.session', null);
export const operatorAtom = atom((get) => get(operatorSessionAtom)?.operator ?? null);

export const consoleLocaleAtom = persistedAtom<ConsoleLocale>('admin.locale', 'en');

export function isConsoleLocale(value: string): value is ConsoleLocale {
  return (CONSOLE_LOCALES as readonly string[]).includes(value);
}
