import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { isLoggedInAtom } from '@/lib/store';

/** The copy-trading screens that need a session, as a tap names them. */
export type SignedInScreen =
  { to: '/follow/follow-list' } | { to: '/follow/trader-apply' } | { to: '/follow/submit'; search: { id: number } };

/**
 * `signedIn(screen)` opens the screen for a signed-in user and sends a guest to /login, with the screen tapped as
 * the way back (`from`), so logging in lands where the guest meant to go (the follow screens are open to guests,
 * following is not).
 */
export function useSignedIn(): (screen: SignedInScreen) => void {
  const router = useRouter();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useCallback(
    (screen: SignedInScreen) => {
      if (loggedIn) void router.navigate(screen);
      else void router.navigate({ to: '/login', search: { from: router.buildLocation(screen).href } });
    },
    [loggedIn, router],
  );
}
