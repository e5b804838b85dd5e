import { atom } from 'jotai';
import type { LoginResult, UserInfo } from '@common/api/access';
import { sessionAtom, store, type Session } from './store';

// Signing in and out in one place, so every screen does it the same way. Other parts (the socket, caches) listen
// for sign-out through onSignedOut rather than being called from here.

const signedOutListeners = new Set<() => void>();

export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function signIn(result: LoginResult): void {
  store.set(sessionAtom, { token: result.token, user: result.user });
}

export function updateUser(user: UserInfo): void {
  const session = store.get(sessionAtom);
  if (session) store.set(sessionAtom, { ...session, user });
}

export function signOut(): void {
  store.set(sessionAtom, null);
  for (const listener of signedOutListeners) listener();
}

/** Where the session is stored (store.ts's persistedAtom('session')): the tabs of a browser share it. */
const SESSION_STORAGE_KEY = 'meridian.session';

function tokenIn(stored: string | null): string | null {
  if (stored === null) return null;
  try {
    const session = JSON.parse(stored) as { token?: unknown } | null;
    return typeof session?.token === 'string' && session.token !== '' ? session.token : null;
  } catch {
    return null;
  }
}

/**
 * Another tab signing out (or in as someone else) reaches this one (issue 19, item 10): the session is shared through
 * localStorage, whose 'storage' event fires in every other tab. This tab then drops the old session's data as its
 * own sign-out would, takes the stored session, and `onChanged` re-checks the screen shown (a guarded page leaves).
 * Returns the unsubscribe.
 */
export function followOtherTabs(
  onChanged: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    const before = tokenIn(event.oldValue);
    const after = tokenIn(event.newValue);
    if (before === after) return;
    const stored = after === null ? null : (JSON.parse(event.newValue ?? 'null') as Session);
    store.set(sessionAtom, stored);
    if (before !== null) for (const listener of signedOutListeners) listener();
    onChanged();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

export const currentUserAtom = atom((get) => get(sessionAtom)?.user ?? null);
/** Demo users are refused charge, withdraw, transfer, real-name auth, invite and password reset (spec section 6). */
export const isDemoAtom = atom((get) => get(sessionAtom)?.user?.is_demo === 1);

const DEVICE_KEY = 'meridian.device';

/** The id this browser's demo account is tied to: made once, kept in localStorage. */
export function deviceId(): string {
  const existing = localStorage.getItem(DEVICE_KEY);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const made = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  localStorage.setItem(DEVICE_KEY, made);
  return made;
}
