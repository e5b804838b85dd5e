import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/ui';
import { isolate } from './follow-format';

interface CancelFollowDialogProps {
  /** The trader's nickname; null when the dialog is closed. */
  nickname: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The spec's warning before a follow ends (section 4): open copies will no longer close when the trader closes,
 * and the best moment to close them may be missed.
 */
export function CancelFollowDialog({ nickname, busy, onConfirm, onCancel }: CancelFollowDialogProps) {
  const { t } = useLingui();
  const name = isolate(nickname ?? '');
  return (
    <ConfirmDialog
      open={nickname !== null}
      danger
      loading={busy}
      title={t`Stop following ${name}?`}
      message={t`Your open copied orders will stay open but will no longer close when this trader closes theirs, so you may miss the best moment to close them. No new orders will be copied.`}
      confirmLabel={t`Stop following`}
      cancelLabel={t`Keep following`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
