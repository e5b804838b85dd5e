import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Button, Notice, toast } from '@/ui';
import { isDemoAtom } from '../lib/session';

// Demo users are refused charge, withdraw, transfer, real-name auth, invite and password reset (spec sections 5, 6
// and 8: "only true account"). The account centre guards its entries with useDemoGuard; a screen opened directly
// (a link, the address bar) shows DemoNotice in place of its form.

/** The message a demo user gets for what only a real account may do (spec sections 5 and 8: only true account). */
export function useOnlyTrueAccountMessage(): string {
  const { t } = useLingui();
  return t`This is a demo account. Register or log in to a real account to use this.`;
}

/** `guard(action)` runs the action for a real user and shows the only-true-account toast for a demo user. */
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

/** In place of a screen a demo user may not use: why (the spec's message, unless the screen says it its own way), and the way to a real account. */
export function DemoNotice({ text }: { text?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const message = useOnlyTrueAccountMessage();
  return (
    <Notice title={t`Demo account`} text={text ?? message}>
      <Button variant="primary" onClick={() => void navigate({ to: '/register' })}>
        {t`Register`}
      </Button>
      <Button variant="secondary" onClick={() => void navigate({ to: '/login' })}>
        {t`Log in`}
      </Button>
    </Notice>
  );
}
