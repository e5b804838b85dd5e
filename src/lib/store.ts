import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { UserInfo } from '@common/api/access';
import type { BaseSettings } from '@common/api/settings';
import { DEFAULT_LOCALE, type LocaleCode } from '@common/locales';

// The one jotai store of the PWA and the atoms that outlive a screen. Session, language and theme persist in
// localStorage, read at start so the first paint already has them. Base settings persist too.

export const store = createStore();

const persisted = createJSONStorage<unknown>(() => localStorage);
/** An atom kept in localStorage under `meridian.<key>`, read at start (the console keeps its own this way too). */
export function persistedAtom<T>(key: string, initial: T) {
  return atomWithStorage<T>(`meridian.${key}`, initial, persisted as ReturnType<typeof createJSONStorage<T>>, {
    getOnInit: true,
  });
}

export interface Session {
  token: string;
  user: UserInfo | null;
}

export const sessionAtom = persistedAtom<Session | null>('session', null);
export const isLoggedInAtom = atom((get) => Boolean(get(sessionAtom)?.token));

export const localeAtom = persistedAtom<LocaleCode>('locale', DEFAULT_LOCALE);

export type ThemeChoice = 'system' | 'light' | 'dark';
/** 'system' follows the device setting until the user picks one. */
export const themeChoiceAtom = persistedAtom<ThemeChoice>('theme', 'system');

/**
 * One-tap trading: an order goes at the first tap of Buy, Sell, Up or Down. Off by default, so an order is
 * confirmed first; traders who want speed turn it on in settings.
 */
export const oneTapTradingAtom = persistedAtom<boolean>('one-tap-trading', false);

/** Kept from the last visit so an offline start still knows the operator's settings. */
export const baseSettingsAtom = persistedAtom<BaseSettings | null>('base-settings', null);

/** How many calls asked for the spinner and have not finished. */
export const loadingCountAtom = atom(0);
