import { Navigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { amendPassword } from '@common/api/access';
import { DemoNotice } from '@/shared/demo-guard';
import { api } from '@/lib/http/api';
import { useStepUp } from '@/shared/security';
import { currentUserAtom, isDemoAtom } from '@/lib/session';
import { isLoggedInAtom } from '@/lib/store';
import { Button, PageHeader, PasswordField } from '@/ui';
import styles from './AccountForm.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { useGoBack } from './navigation';
import { useProblemText } from './useProblemText';
import { useAccountForm } from './useAccountForm';
import { amendInput, checkAmend, type AmendField } from './validation';
import { PASSWORD_MAX } from '@common/access';
import { STEP_UP_KIND } from '@common/security';

const ORDER: readonly AmendField[] = ['oldPassword', 'password', 'rePassword'];

/** Change the password of a real account (spec sections 2, 5 and 6); a demo user is told why not. */
export function PasswordScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const isDemo = useAtomValue(isDemoAtom);
  const user = useAtomValue(currentUserAtom);
  return (
    <>
      <PageHeader title={t`Reset password`} onBack={goBack} />
      <div className={styles.page}>
        {!loggedIn ? (
          <Navigate to="/login" search={{ from: '/mine/password' }} replace />
        ) : isDemo ? (
          <DemoNotice />
        ) : (
          <PasswordForm email={user?.email ?? ''} />
        )}
      </div>
    </>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const problemText = useProblemText();
  const { formRef, values, set, problems, busy, onSubmit } = useAccountForm({ oldPassword: '', password: '', rePassword: '' }, ORDER);

  // A user with a second factor confirms it is them (issue 33): a 9002 opens the step-up and the change is sent again
  // with its token. Without one, it is sent once, as before. A cancelled step-up leaves the form as it is.
  const stepUp = useStepUp();
  const submit = onSubmit(checkAmend, async (form) => {
    const input = amendInput(form);
    await stepUp.send(STEP_UP_KIND.PASSWORD, (token, quiet) =>
      api(amendPassword, { ...input, step_up_token: token }, { toastSuccess: true, ...(quiet ? { silent: true } : {}) }),
    );
    goBack();
  });

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          name="oldPassword"
          label={t`Current password`}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          placeholder={t`Enter your current password`}
          value={values.oldPassword}
          onChange={(event) => set('oldPassword', event.target.value)}
          error={problemText('all', problems.oldPassword)}
        />
        <NewPasswordFields wording="change" values={values} problems={problems} onChange={set} />
        <Button type="submit" variant="primary" size="l" block loading={busy} className={styles.submit}>
          {t`Change password`}
        </Button>
      </form>
      {/* Outside the form: the dialog's own submit must not bubble into this one's. */}
      {stepUp.dialog}
    </>
  );
}
