import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { isLoggedInAtom } from '@/lib/store';

/**
 * `signedIn(action)` runs the action for a signed-in user and sends a guest to /login, back here afterwards (the
 * follow screens are open to guests, following is not).
 */
export function useSignedIn(): (action: () => void) => void {
  const router = useRouter();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else void router.navigate({ to: '/login', search: { from: router.state.location.href } });
    },
    [loggedIn, router],
  );
}
