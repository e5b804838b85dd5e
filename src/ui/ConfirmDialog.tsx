import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Confirm in the danger colour (delete, logout, close position). */
  danger?: boolean;
  /** Shows a spinner on the confirm button and blocks both buttons. */
  loading?: boolean;
  onConfirm: () => void;
  /** Also called for Escape and a backdrop tap. */
  onCancel: () => void;
  /** The panel's own class, for a page that needs it wider (the console's longer labels). */
  className?: string;
}

/** A yes/no question. Escape and the backdrop cancel; nothing confirms by default. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
  className,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={loading ? () => undefined : onCancel}
      title={title}
      role="alertdialog"
      className={className}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
