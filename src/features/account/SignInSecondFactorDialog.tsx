import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { startAuthentication } from '@simplewebauthn/browser';
import { useId, useState, type SubmitEvent } from 'react';
import { loginSecondFactor, type LoginResult, type SecondFactorChallenge } from '@common/api/access';
import { CODE } from '@common/envelope';
import { SECOND_FACTOR } from '@common/security';
import { api } from '@/lib/http/api';
import { ApiCallError } from '@/lib/http/errors';
import { useOnline } from '@/lib/useOnline';
import { ceremonyFailureOf, codeToSend, SecondFactorCodeField, secondFactorFormStyles as styles, type CodeKind } from '@/shared/security';
import { Button, Dialog, OfflineReason, toast } from '@/ui';
import { CaptchaField } from './CaptchaField';
import { usePictureCaptcha } from './usePictureCaptcha';

export interface SignInSecondFactorDialogProps {
  /** What the password's sign-in answered with 9001. */
  challenge: SecondFactorChallenge;
  onSignedIn: (result: LoginResult) => void;
  /** Closed, or the challenge expired: the user signs in with the password again. */
  onClose: () => void;
}

type Given = { code: string } | { assertion: string; passkey_challenge_id: string };

/**
 * The second step of a sign-in from a device not seen before (issue 33): the account's passkey, a code of the
 * authenticator app, or a recovery code, sent with the challenge the password's sign-in handed out. A wrong code is
 * told at the field; a challenge that expired (5 minutes) or was used closes the dialog, and the password is asked again.
 * After many wrong codes for the account the server asks for the picture captcha (2040), which the dialog then shows.
 */
export function SignInSecondFactorDialog({ challenge, onSignedIn, onClose }: SignInSecondFactorDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const online = useOnline();
  const hasApp = challenge.factors.includes(SECOND_FACTOR.TOTP);
  const hasCodes = hasApp || challenge.factors.includes(SECOND_FACTOR.RECOVERY_CODE);
  const passkey = challenge.passkey;
  const [codeKind, setCodeKind] = useState<CodeKind>(hasApp ? 'app' : 'recovery');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // After many wrong codes for the account, the server asks for the picture captcha too (2040), as for passwords.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const picture = usePictureCaptcha(captchaAsked);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const proof = () => (captchaAsked && picture.captcha ? { captcha_key: picture.captcha.key, captcha: captchaAnswer } : {});
  // Silent: a refusal is told at the field, or closes the dialog when the challenge is gone.
  const completing = useMutation({
    mutationKey: [loginSecondFactor.method, loginSecondFactor.path],
    networkMode: 'always',
    retry: false,
    gcTime: 0,
    mutationFn: (given: Given) => api(loginSecondFactor, { challenge_id: challenge.challenge_id, ...given, ...proof() }, { silent: true }),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (!(error instanceof ApiCallError) || typeof error.code !== 'number') return;
      if (error.code === CODE.SECOND_FACTOR_STATE) {
        toast.show(error.message, 'error');
        onClose();
        return;
      }
      // Each picture answers once: a refused attempt brings a new one.
      if (captchaAsked) picture.renew();
      if (error.code === CODE.CAPTCHA_REQUIRED) setCaptchaAsked(true);
      setCaptchaAnswer('');
      setProblem(error.message);
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (completing.isPending || !online) return;
    const code = codeToSend(codeKind, typed);
    if (code === null) {
      setProblem(
        codeKind === 'app' ? t`Enter the 6 digits from your authenticator app.` : t`Enter a recovery code: 16 letters and digits.`,
      );
      return;
    }
    completing.mutate({ code });
  };

  const switchKind = () => {
    setCodeKind(codeKind === 'app' ? 'recovery' : 'app');
    setTyped('');
    setProblem(null);
  };

  const confirmWithPasskey = async () => {
    if (!passkey || completing.isPending) return;
    setProblem(null);
    try {
      const answer = await startAuthentication({ optionsJSON: passkey.options });
      completing.mutate({ assertion: JSON.stringify(answer), passkey_challenge_id: passkey.challenge_id });
    } catch (error) {
      // A prompt the user closed is not a problem to report.
      if (ceremonyFailureOf(error) !== 'cancelled') setProblem(t`Your device could not use the passkey. Try again.`);
    }
  };

  return (
    <Dialog
      open
      onClose={completing.isPending ? () => undefined : onClose}
      title={t`Confirm it is you`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={completing.isPending}>
            {t`Cancel`}
          </Button>
          {hasCodes && (
            <Button type="submit" form={formId} loading={completing.isPending} disabled={!online}>
              {t`Confirm`}
            </Button>
          )}
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>{t`This device is new to your account. Confirm it is you with your second factor.`}</p>
        {passkey && (
          <Button
            variant={hasCodes ? 'secondary' : 'primary'}
            block
            onClick={() => void confirmWithPasskey()}
            disabled={!online || completing.isPending}
          >
            {t`Use a passkey`}
          </Button>
        )}
        {hasCodes && (
          <>
            <SecondFactorCodeField
              codeKind={codeKind}
              value={typed}
              onChange={(value) => {
                setTyped(value);
                setProblem(null);
              }}
              error={problem}
            />
            {hasApp && (
              <Button variant="ghost" size="s" className={styles.switch} onClick={switchKind} disabled={completing.isPending}>
                {codeKind === 'app' ? t`Use a recovery code instead` : t`Use the authenticator app instead`}
              </Button>
            )}
          </>
        )}
        {captchaAsked && <CaptchaField value={captchaAnswer} onChange={setCaptchaAnswer} error={undefined} picture={picture} />}
        {!hasCodes && problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
        <OfflineReason />
      </form>
    </Dialog>
  );
}
