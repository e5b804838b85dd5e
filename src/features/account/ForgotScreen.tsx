import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type SubmitEvent } from 'react';
import { CODE_LENGTH, EMAIL_MAX, forgetPassword, PASSWORD_MAX, PASSWORD_MIN, sendEmailCode } from '@common/api/access';
import { api } from '@/lib/http/api';
import { Button, PageHeader, PasswordField, TextField } from '@/ui';
import styles from './AccountForm.module.css';
import { focusField, useGoBack } from './navigation';
import { SendCodeButton } from './SendCodeButton';
import { useProblemText } from './useProblemText';
import { checkCodeEmail, checkForgot, firstProblem, hasProblems, type ForgotField, type Problems } from './validation';

const ORDER: readonly ForgotField[] = ['account', 'password', 'rePassword', 'code'];

/** A new password with a code sent to the account's email (spec section 2: account, new, repeat, code, reset). */
export function ForgotScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const problemText = useProblemText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ account: '', password: '', rePassword: '', code: '' });
  const [problems, setProblems] = useState<Problems<ForgotField>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: ForgotField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const sendCode = async (): Promise<boolean> => {
    const problem = checkCodeEmail(values.account);
    if (problem) {
      setProblems((current) => ({ ...current, account: problem }));
      focusField(formRef.current, 'account');
      return false;
    }
    try {
      await api(sendEmailCode, { email: values.account.trim(), scene: 'forget' }, { toastSuccess: true });
      return true;
    } catch {
      return false;
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkForgot(values);
    setProblems(found);
    if (hasProblems(found)) {
      focusField(formRef.current, firstProblem(found, ORDER));
      return;
    }
    setBusy(true);
    try {
      await api(
        forgetPassword,
        {
          type: 'email',
          account: values.account.trim(),
          password: values.password,
          re_password: values.rePassword,
          code: values.code.trim(),
        },
        { toastSuccess: true },
      );
      await navigate({ to: '/login', replace: true });
    } catch {
      // The client has shown the server's refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t`Forgot password`} onBack={goBack} />
      <div className={styles.page}>
        <div className={styles.intro}>
          <h2 className={styles.heading}>{t`Reset your password`}</h2>
          <p className={styles.lead}>{t`We will email you a code to confirm it is you.`}</p>
        </div>
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            name="account"
            label={t`Email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={EMAIL_MAX}
            placeholder={t`Enter your email`}
            value={values.account}
            onChange={(event) => set('account', event.target.value)}
            error={problemText('email', problems.account)}
          />
          <PasswordField
            name="password"
            label={t`New password`}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            placeholder={t`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            error={problemText('newPassword', problems.password)}
          />
          <PasswordField
            name="rePassword"
            label={t`Repeat new password`}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            placeholder={t`Enter the password again`}
            value={values.rePassword}
            onChange={(event) => set('rePassword', event.target.value)}
            error={problemText('repeat', problems.rePassword)}
          />
          <TextField
            name="code"
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder={t`Code from the email`}
            value={values.code}
            onChange={(event) => set('code', event.target.value.replace(/\D+/g, ''))}
            error={problemText('code', problems.code)}
            suffix={<SendCodeButton onSend={sendCode} />}
          />
          <Button type="submit" variant="primary" size="l" block loading={busy} className={styles.submit}>
            {t`Reset password`}
          </Button>
          <p className={styles.switchLine}>
            <Trans>
              Remembered it?{' '}
              <Link to="/login" className={styles.link}>
                Log in
              </Link>
            </Trans>
          </p>
        </form>
      </div>
    </>
  );
}
