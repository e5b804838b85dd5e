import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CODE_LENGTH } from '@common/api/access';
import { TextField } from '@/ui';
import { SendCodeButton } from './SendCodeButton';

interface EmailCodeFieldProps {
  value: string;
  onChange: (digits: string) => void;
  error: ReactNode;
  /** Sends a code; resolves true when one went out (the button then counts down). */
  onSend: () => Promise<boolean>;
}

/** The field for a code sent by email, with its send button: digits only, filled in by the phone's one-time-code hint. */
export function EmailCodeField({ value, onChange, error, onSend }: EmailCodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      name="code"
      label={t`Verification code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder={t`Code from the email`}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D+/g, ''))}
      error={error}
      suffix={<SendCodeButton onSend={onSend} />}
    />
  );
}
