import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { adminLoginSecondFactor, type OperatorSecondFactorChallenge } from '@common/api/admin';
import { CODE } from '@common/envelope';
import { ApiCallError } from '@/lib/http/errors';
import { SecondFactorCodeField } from '@/shared/security/SecondFactorCodeField';
import { TotpSecret } from '@/shared/security/TotpSecret';
import { Button } from '@/ui';
import { adminMutation } from '../queries';
import { operatorSessionAtom, store } from '../store';
import { useSignInCaptcha } from './useSignInCaptcha';
import styles from './LoginScreen.module.css';

export interface SecondFactorStepProps {
  /** What the password's sign-in answered with 9001. */
  challenge: OperatorSecondFactorChallenge;
  /** Back to the password: the operator chose to, or the challenge expired or was used up (the reason, or ''). */
  onRestart: (reason: string) => void;
}

/**
 * The console sign-in's second step: the 6-digit code of the operator's authenticator app. An operator without an app
 * sets it up here first, from the QR code or the key as text; the first right code turns it on and signs in.
 */
export function SecondFactorStep({ challenge, onRestart }: SecondFactorStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const captcha = useSignInCaptcha();
  const complete = useMutation({
    ...adminMutation(adminLoginSecondFactor, { silent: true }),
    onSuccess: (result) => store.set(operatorSessionAtom, { token: result.token, operator: result.operator }),
    onError: async (failure) => {
      const message = failure instanceof ApiCallError ? failure.message : String(failure);
      if (failure instanceof ApiCallError && failure.code === CODE.SECOND_FACTOR_STATE) {
        onRestart(message);
        return;
      }
      setError(message);
      setCode('');
      await captcha.afterFailure(failure);
    },
  });
  const setup = challenge.setup;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t`Enter the 6 digits from your authenticator app.`);
      return;
    }
    setError(null);
    complete.mutate({ challenge_id: challenge.challenge_id, totp_code: code, ...captcha.proof() });
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{setup ? <Trans>Set up your authenticator app</Trans> : <Trans>Enter your code</Trans>}</h1>
      {setup ? (
        <>
          <p className={styles.lead}>
            <Trans>
              Every console account signs in with a second factor. Scan this code with an authenticator app, then enter the 6-digit code it
              shows.
            </Trans>
          </p>
          <img className={styles.qr} src={setup.qr} alt={t`QR code for your authenticator app`} width={176} height={176} />
          <TotpSecret secret={setup.secret} />
        </>
      ) : (
        <p className={styles.lead}>
          <Trans>Enter the 6-digit code from your authenticator app.</Trans>
        </p>
      )}
      <SecondFactorCodeField codeKind="app" value={code} onChange={setCode} error={error} />
      {captcha.field}
      <Button type="submit" block loading={complete.isPending} disabled={code === ''}>
        {setup ? <Trans>Turn on and sign in</Trans> : <Trans>Sign in</Trans>}
      </Button>
      <Button type="button" variant="ghost" block onClick={() => onRestart('')}>
        <Trans>Back</Trans>
      </Button>
    </form>
  );
}
