import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { getCaptcha } from '@common/api/access';
import { adminLogin } from '@common/api/admin';
import { CODE } from '@common/envelope';
import { ApiCallError } from '@/lib/http/errors';
import { svgDataUrl } from '@/lib/svg-data-url';
import { Button, PasswordField, TextField } from '@/ui';
import { adminApi } from '../api';
import { adminMutation } from '../queries';
import { ConsoleRedirect } from '../routing/links';
import { operatorSessionAtom, store } from '../store';
import styles from './LoginScreen.module.css';

// Operators sign in with their own accounts (never a customer's). Failed attempts are throttled by the server;
// after many to one operator, it asks for the picture captcha (code 2040), which this form then shows.

export function LoginScreen() {
  const { t } = useLingui();
  const session = useAtomValue(operatorSessionAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [captcha, setCaptcha] = useState<{ key: string; src: string } | null>(null);
  const [answer, setAnswer] = useState('');
  // Silent: a refusal is shown in the form, not toasted. The sign-in stays pending until a new picture, if one is
  // needed, has come, so the button waits for the whole attempt.
  const signIn = useMutation({
    ...adminMutation(adminLogin, { silent: true }),
    onSuccess: (result) => store.set(operatorSessionAtom, { token: result.token, operator: result.operator }),
    onError: async (failure) => {
      setError(failure instanceof ApiCallError ? failure.message : String(failure));
      if (failure instanceof ApiCallError && failure.code === CODE.WRONG_CREDENTIALS) setPassword('');
      // Each picture answers once: a refused attempt, or the server asking for one, brings a new picture.
      if (captcha || (failure instanceof ApiCallError && failure.code === CODE.CAPTCHA_REQUIRED)) {
        setAnswer('');
        const picture = await adminApi(getCaptcha, {}, { silent: true }).catch(() => null);
        setCaptcha(picture ? { key: picture.key, src: svgDataUrl(picture.svg) } : null);
      }
    },
  });
  if (session) return <ConsoleRedirect to="/" />;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setError('');
    const proof = captcha ? { captcha_key: captcha.key, captcha: answer } : {};
    signIn.mutate({ email, password, ...proof });
  };

  return (
    <main className={styles.page}>
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
        {captcha ? (
          <div className={styles.captcha}>
            <img src={captcha.src} alt={t`Verification picture`} width={120} height={40} />
            <TextField
              label={t`Verification code`}
              name="captcha"
              autoComplete="off"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          </div>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" block loading={signIn.isPending} disabled={email === '' || password === ''}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
    </main>
  );
}
