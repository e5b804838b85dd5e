import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { login, loginDemo, type LoginResult, type SecondFactorChallenge } from '@common/api/access';
import { CODE } from '@common/envelope';
import { api } from '@/lib/http/api';
import { ApiCallError } from '@/lib/http/errors';
import { deviceId, signIn } from '@/lib/session';
import { Button, PasswordField, toast } from '@/ui';
import { AccountFormPage } from './AccountFormPage';
import styles from './AccountForm.module.css';
import { EmailField } from './EmailField';
import { focusField, useGoAfterLogin } from './navigation';
import { PasskeySignInButton } from './PasskeySignInButton';
import { SignInSecondFactorDialog } from './SignInSecondFactorDialog';
import { useProblemText } from './useProblemText';
import { checkLogin, firstProblem, hasProblems, loginInput, type LoginField, type Problems } from './validation';
import { PASSWORD_MAX } from '@common/access';

const ORDER: readonly LoginField[] = ['account', 'password'];

/** Log in with email and password, or try the demo account (spec sections 2 and 5). */
export function LoginScreen({ from }: { from?: string | undefined }) {
  const { t } = useLingui();
  const goAfterLogin = useGoAfterLogin();
  const problemText = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<LoginField>>({});
  // Either way in ends by leaving the screen: each stays busy until then, and neither starts while the other runs.
  // A device not seen before, on an account with a second factor: the password's sign-in hands out a challenge
  // (9001), which the second step completes.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const finish = async (result: LoginResult) => {
    signIn(result);
    await goAfterLogin(from);
  };
  const signingIn = useMutation({
    mutationKey: ['login'],
    mutationFn: async (input: { account: string; password: string }) => {
      try {
        await finish(await api(login, loginInput(input), { silent: true }));
      } catch (error) {
        if (error instanceof ApiCallError && error.code === CODE.SECOND_FACTOR_NEEDED) setChallenge(error.data as SecondFactorChallenge);
        else if (error instanceof ApiCallError && typeof error.code === 'number') toast.show(error.message, 'error');
        throw error;
      }
    },
  });
  const tryingDemo = useMutation({
    mutationKey: ['login-demo'],
    mutationFn: async () => {
      signIn(await api(loginDemo, { device_id: deviceId() }));
      await goAfterLogin(from);
    },
  });
  const busy = signingIn.isPending || tryingDemo.isPending;

  const clear = (field: LoginField) => setProblems((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkLogin({ account, password });
    setProblems(found);
    if (hasProblems(found)) {
      focusField(formRef.current, firstProblem(found, ORDER));
      return;
    }
    // A refusal has been shown by the client.
    await signingIn.mutateAsync({ account, password }).catch(() => undefined);
  };

  const tryDemo = () => {
    if (!busy) tryingDemo.mutate();
  };

  return (
    <AccountFormPage
      title={t`Log in`}
      heading={t`Welcome back`}
      lead={t`Log in to trade, deposit and follow your orders.`}
      logo
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t`Log in`}
      busy={signingIn.isPending}
      links={
        <div className={styles.links}>
          <Link to="/register" className={styles.link}>
            {t`Create an account`}
          </Link>
          <Link to="/forgot" className={styles.link}>
            {t`Forgot password?`}
          </Link>
        </div>
      }
      after={
        <>
          <div className={styles.divider}>{t`or`}</div>
          <PasskeySignInButton disabled={busy} onSignedIn={finish} />
          <Button variant="secondary" size="l" block loading={tryingDemo.isPending} onClick={tryDemo}>
            {t`Try the demo account`}
          </Button>
          {/* Outside the login form: the step's own form must not submit the password's again. */}
          {challenge && (
            <SignInSecondFactorDialog
              challenge={challenge}
              onSignedIn={(result) => void finish(result)}
              onClose={() => setChallenge(null)}
            />
          )}
        </>
      }
    >
      <EmailField
        name="account"
        value={account}
        onChange={(value) => {
          setAccount(value);
          clear('account');
        }}
        error={problemText('email', problems.account)}
      />
      <PasswordField
        name="password"
        label={t`Password`}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        placeholder={t`Enter your password`}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clear('password');
        }}
        error={problemText('loginPassword', problems.password)}
      />
    </AccountFormPage>
  );
}
