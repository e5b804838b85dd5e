import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { logout } from '@common/api/access';
import { api } from '@/lib/http/api';
import { signOut } from '@/lib/session';
import { toast } from '@/ui';

/**
 * Ends the session (spec section 4): tells the server, clears the local session, goes home, then says so. The local
 * session is cleared whatever the server answers, and nobody waits for it. The account centre's log out and the
 * session reminder's leave (issue 38) both end a session this way.
 */
export function useEndSession(): () => Promise<void> {
  const { t } = useLingui();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The token is read when the call starts, so the session can be cleared straight after. `initial`: a 999 here
    // only means the session had already ended, which must not send the user to /login.
    api(logout, {}, { silent: true, initial: true }).catch(() => undefined);
    signOut();
    await navigate({ to: '/', replace: true });
    toast.show(t`Logged out`, 'success');
  }, [navigate, t]);
}
