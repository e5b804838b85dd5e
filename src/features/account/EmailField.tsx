import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField } from '@/ui';
import { EMAIL_MAX } from '@common/access';

interface EmailFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}

/** The account email, with the keyboard and autofill hints a phone needs (no capitals, no autocorrect). */
export function EmailField({ name, value, onChange, error }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      name={name}
      label={t`Email`}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={EMAIL_MAX}
      placeholder={t`Enter your email`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
