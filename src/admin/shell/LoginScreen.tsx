import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { adminLogin, type OperatorSecondFactorChallenge } from '@common/api/admin';
import { CODE } from '@common/envelope';
import { ApiCallError } from '@/lib/http/errors';
import { Button, PasswordField, TextField } from '@/ui';
import { adminMutation } from '../queries';
import { ConsoleRedirect } from '../routing/links';
import { operatorSessionAtom } from '../store';
import { SecondFactorStep } from './SecondFactorStep';
import { useSignInCaptcha } from './useSignInCaptcha';
import styles from './LoginScreen.module.css';

// Operators sign in with their own accounts (never a customer's), in two steps: the password, then the code of their
// authenticator app (issue 33), which an operator without one sets up there. Failed attempts are throttled by the
// server; after many to one operator, it asks for the picture captcha (code 2040), which the form then shows.

export function LoginScreen() {
  const session = useAtomValue(operatorSessionAtom);
  const [challenge, setChallenge] = useState<OperatorSecondFactorChallenge | null>(null);
  const [notice, setNotice] = useState('');
  if (session) return <ConsoleRedirect to="/" />;
  return (
    <main className={styles.page}>
      {challenge ? (
        <SecondFactorStep
          challenge={challenge}
          onRestart={(reason) => {
            setNotice(reason);
            setChallenge(null);
          }}
        />
      ) : (
        <PasswordStep notice={notice} onChallenge={setChallenge} />
      )}
    </main>
  );
}

function PasswordStep({ notice, onChallenge }: { notice: string; onChallenge: (challenge: OperatorSecondFactorChallenge) => void }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(notice);
  const captcha = useSignInCaptcha();
  // Silent: a refusal is shown in the form, not toasted. A right password is answered with the second step (9001).
  // The sign-in stays pending until a new picture, if one is needed, has come, so the button waits for the whole attempt.
  const signIn = useMutation({
    ...adminMutation(adminLogin, { silent: true }),
    onError: async (failure) => {
      if (failure instanceof ApiCallError && failure.code === CODE.SECOND_FACTOR_NEEDED) {
        onChallenge(failure.data as OperatorSecondFactorChallenge);
        return;
      }
      setError(failure instanceof ApiCallError ? failure.message : String(failure));
      if (failure instanceof ApiCallError && failure.code === CODE.WRONG_CREDENTIALS) setPassword('');
      await captcha.afterFailure(failure);
    },
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setError('');
    signIn.mutate({ email, password, ...captcha.proof() });
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <h1 className={styles.title}>
        <Trans>Meridian back office</Trans>
      </h1>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {captcha.field}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" block loading={signIn.isPending} disabled={email === '' || password === ''}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
