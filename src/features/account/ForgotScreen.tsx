import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgetPassword } from '@common/api/access';
import { api } from '@/lib/http/api';
import { Button, PageHeader } from '@/ui';
import styles from './AccountForm.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { useGoBack } from './navigation';
import { EmailCodeField } from './EmailCodeField';
import { EmailField } from './EmailField';
import { useProblemText } from './useProblemText';
import { useAccountForm, sendCodeTo } from './useAccountForm';
import { checkForgot, forgotInput, type ForgotField } from './validation';

const ORDER: readonly ForgotField[] = ['account', 'password', 'rePassword', 'code'];

/** A new password with a code sent to the account's email (spec section 2: account, new, repeat, code, reset). */
export function ForgotScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const problemText = useProblemText();
  const { formRef, values, set, problems, busy, flag, onSubmit } = useAccountForm(
    { account: '', password: '', rePassword: '', code: '' },
    ORDER,
  );

  const sendCode = () => sendCodeTo(values.account, 'forget', (problem) => flag('account', problem));

  const submit = onSubmit(checkForgot, async (form) => {
    await api(
      forgetPassword,
      forgotInput(form),
      { toastSuccess: true },
    );
    await navigate({ to: '/login', replace: true });
  });

  return (
    <>
      <PageHeader title={t`Forgot password`} onBack={goBack} />
      <div className={styles.page}>
        <div className={styles.intro}>
          <h2 className={styles.heading}>{t`Reset your password`}</h2>
          <p className={styles.lead}>{t`We will email you a code to confirm it is you.`}</p>
        </div>
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <EmailField
            name="account"
            value={values.account}
            onChange={(value) => set('account', value)}
            error={problemText('email', problems.account)}
          />
          <NewPasswordFields wording="reset" values={values} problems={problems} onChange={set} />
          <EmailCodeField
            value={values.code}
            onChange={(digits) => set('code', digits)}
            error={problemText('code', problems.code)}
            onSend={sendCode}
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
