import { useLingui } from '@lingui/react/macro';
import { useState, type SubmitEvent } from 'react';
import { ApiCallError } from '@/lib/http/errors';
import { useOnline } from '@/lib/useOnline';
import { appCodeInput, codeToSend } from '@/shared/security';
import { Button, TextField } from '@/ui';
import styles from './Security.module.css';

interface TotpCodeFormProps {
  /** Sends the code; `refused` is told the failure, whose message (a wrong or used code) goes under the field. */
  onSubmit: (code: string, refused: (error: unknown) => void) => void;
  busy: boolean;
}

/** The app's first code, which turns it on: six digits, the phone's one-time-code autofill, the server's word on it. */
export function TotpCodeForm({ onSubmit, busy }: TotpCodeFormProps) {
  const { t } = useLingui();
  const online = useOnline();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    const code = codeToSend('app', typed);
    if (code === null) {
      setProblem(t`Enter the 6 digits from your authenticator app.`);
      return;
    }
    onSubmit(code, (error) => {
      // A refusal of the server's is told here; a failure of the network was toasted by the client.
      if (error instanceof ApiCallError && typeof error.code === 'number') setProblem(error.message);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        name="code"
        label={t`Code from the app`}
        hint={t`The 6-digit code the app shows now`}
        value={typed}
        onChange={(event) => {
          setTyped(appCodeInput(event.target.value));
          setProblem(null);
        }}
        error={problem}
        dir="ltr"
        inputClassName={styles.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
      />
      <Button type="submit" block loading={busy} disabled={!online}>
        {t`Turn on`}
      </Button>
    </form>
  );
}
