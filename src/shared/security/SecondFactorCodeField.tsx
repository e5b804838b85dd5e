import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/ui';
import { appCodeInput, type CodeKind } from './code-entry';
import styles from './SecondFactorCodeField.module.css';

export interface SecondFactorCodeFieldProps {
  codeKind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/**
 * The code of a second factor, wherever one is asked (a step-up, a sign-in from a new device): six digits from the
 * authenticator app, with the browser's one-time-code autofill, or one of the recovery codes. The switch between
 * the kinds is the caller's, which knows what else it offers (a passkey).
 */
export function SecondFactorCodeField({ codeKind, value, onChange, error }: SecondFactorCodeFieldProps) {
  const { t } = useLingui();
  const app = codeKind === 'app';
  return (
    <TextField
      // A new field for the other kind: the browser's one-time-code autofill belongs to the app's only.
      key={codeKind}
      name={app ? 'code' : 'recovery-code'}
      label={app ? t`Authentication code` : t`Recovery code`}
      value={value}
      onChange={(event) => onChange(app ? appCodeInput(event.target.value) : event.target.value)}
      error={error}
      dir="ltr"
      inputClassName={styles.code}
      autoComplete={app ? 'one-time-code' : 'off'}
      inputMode={app ? 'numeric' : 'text'}
      pattern={app ? '[0-9]*' : undefined}
      maxLength={app ? 6 : 24}
      autoCapitalize={app ? undefined : 'characters'}
      spellCheck={false}
      data-autofocus
    />
  );
}
