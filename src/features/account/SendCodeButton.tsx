import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
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
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) start(CODE_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="s"
      onClick={() => void send()}
      loading={sending}
      disabled={disabled || remaining > 0}
      className="num"
    >
      {remaining > 0 ? t`Resend in ${remaining}s` : t`Send code`}
    </Button>
  );
}
