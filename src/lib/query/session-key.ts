import { useAtomValue } from 'jotai';
import { onSignedOut } from '../session';
import { sessionAtom } from '../store';
import { queryClient } from './client';

// Everything a user's session reads is keyed by its token, so one user's answers can never be shown to the next,
// even when a late answer lands after a switch; signing out drops them all.

const SESSION = 'session';

/** The key prefix of a session's data; `null` for a guest, whose queries stay disabled. */
export function sessionKey(token: string | null, ...parts: readonly unknown[]): readonly unknown[] {
  return [SESSION, token, ...parts];
}

/** The signed-in session's token, or null for a guest. */
export function useSessionToken(): string | null {
  return useAtomValue(sessionAtom)?.token ?? null;
}

onSignedOut(() => queryClient.removeQueries({ queryKey: [SESSION] }));
