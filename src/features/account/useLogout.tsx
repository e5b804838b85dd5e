import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { logout } from '@common/api/access';
import { api } from '@/lib/http/api';
import { signOut } from '@/lib/session';
import { ConfirmDialog, toast } from '@/ui';

export interface Logout {
  /** Opens the confirmation. */
  ask: () => void;
  /** The confirmation dialog; render it once in the screen. */
  dialog: ReactNode;
}

/**
 * Logging out after a confirmation (spec section 4): tell the server, clear the local session, go home, then say
 * so. The local session is cleared whatever the server answers, and nobody waits for it.
 */
export function useLogout(): Logout {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    setOpen(false);
    // The token is read when the call starts, so the session can be cleared straight after. `initial`: a 999
    // here only means the session had already ended, which must not send the user to /login.
    api(logout, {}, { silent: true, initial: true }).catch(() => undefined);
    signOut();
    await navigate({ to: '/', replace: true });
    toast.show(t`Logged out`, 'success');
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={t`Log out?`}
      message={t`You will need to log in again to trade.`}
      confirmLabel={t`Log out`}
      danger
      onConfirm={() => void confirm()}
      onCancel={() => setOpen(false)}
    />
  );

  return { ask: () => setOpen(true), dialog };
}
