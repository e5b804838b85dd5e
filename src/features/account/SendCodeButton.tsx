import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CODE_RESEND_SECONDS } from '@common/api/access';
import { Button } from '@/ui';
import { useCountdown } from './useCountdown';

export interface SendCodeButtonProps {
  /** Sends the code; resolves true when it was sent (then the button counts down), false otherwise. */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
}

/** "Send code", then disabled with a countdown from 60 s before it can send again (spec sections 4 and 9). */
export function SendCodeButton({ onSend, disabled = false }: SendCodeButtonProps) {
  const { t } = useLingui();
  const { remaining, start } = useCountdown();
  const sending = useMutation({
    mutationKey: ['send-code'],
    mutationFn: onSend,
    onSuccess: (sent) => {
      if (sent) start(CODE_RESEND_SECONDS);
    },
  });

  return (
    <Button
      variant="ghost"
      size="s"
      onClick={() => sending.mutate()}
      loading={sending.isPending}
      disabled={disabled || remaining > 0}
      className="num"
    >
      {remaining > 0 ? t`Resend in ${remaining}s` : t`Send code`}
    </Button>
  );
}
