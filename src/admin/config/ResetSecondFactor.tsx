import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { adminResetOperatorSecondFactor, type AdminOperatorAccount } from '@common/api/admin-config';
import { ConfirmDialog } from '@/ui';
import { adminMutation } from '../queries';

/**
 * An admin drops another operator's authenticator app, when they lost it (issue 33): their sessions end, and their
 * next sign-in sets a new app up. Asked once more first: the operator cannot sign in until they do.
 */
export function ResetSecondFactor({ account, onClose }: { account: AdminOperatorAccount; onClose: () => void }) {
  const { t } = useLingui();
  const reset = useMutation({ ...adminMutation(adminResetOperatorSecondFactor, { toastSuccess: true }), onSuccess: onClose });
  return (
    <ConfirmDialog
      open
      danger
      title={t`Reset the second factor of ${account.email}?`}
      message={
        <Trans>
          Do this only after checking who asks, the way you would for a new password. Their sessions end now, and they set a new
          authenticator app up at their next sign-in.
        </Trans>
      }
      confirmLabel={<Trans>Reset second factor</Trans>}
      loading={reset.isPending}
      onConfirm={() => reset.mutate({ id: account.id })}
      onCancel={onClose}
    />
  );
}
