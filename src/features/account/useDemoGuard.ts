import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { isDemoAtom } from '@/lib/session';
import { toast } from '@/ui';

/** The message a demo user gets for what only a real account may do (spec sections 5 and 8: only true account). */
export function useOnlyTrueAccountMessage(): string {
  const { t } = useLingui();
  return t`This is a demo account. Register or log in to a real account to use this.`;
}

/**
 * Demo users are refused charge, withdraw, transfer, real-name auth, invite and password reset (spec section 6):
 * `guard(action)` runs the action for a real user and shows the only-true-account toast for a demo user.
 */
export function useDemoGuard(): (action: () => void) => void {
  const isDemo = useAtomValue(isDemoAtom);
  const message = useOnlyTrueAccountMessage();
  return useCallback(
    (action: () => void) => {
      if (isDemo) toast.show(message, 'info');
      else action();
    },
    [isDemo, message],
  );
}
