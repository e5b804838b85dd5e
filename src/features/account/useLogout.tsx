import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useEndSession } from '@/shared/account/useEndSession';
import { ConfirmDialog } from '@/ui';

export interface Logout {
  /** Opens the confirmation. */
  ask: () => void;
  /** The confirmation dialog; render it once in the screen. */
  dialog: ReactNode;
}

/** Logging out after a confirmation (spec section 4): the session ends as useEndSession ends it. */
export function useLogout(): Logout {
  const { t } = useLingui();
  const endSession = useEndSession();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    setOpen(false);
    void endSession();
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={t`Log out?`}
      message={t`You will need to log in again to trade.`}
      confirmLabel={t`Log out`}
      danger
      onConfirm={confirm}
      onCancel={() => setOpen(false)}
    />
  );

  return { ask: () => setOpen(true), dialog };
}
