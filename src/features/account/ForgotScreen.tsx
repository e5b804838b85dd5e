import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { forgetPassword } from '@common/api/access';
import { api } from '@/lib/http/api';
import { AccountFormPage, BackToLogin } from './AccountFormPage';
import { NewPasswordFields } from './NewPasswordFields';
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
  const problemText = useProblemText();
  const { formRef, values, set, problems, busy, flag, onSubmit } = useAccountForm(
    { account: '', password: '', rePassword: '', code: '' },
    ORDER,
  );

  const sendCode = () => sendCodeTo(values.account, 'forget', (problem) => flag('account', problem));

  const submit = onSubmit(checkForgot, async (form) => {
    await api(forgetPassword, forgotInput(form), { toastSuccess: true });
    await navigate({ to: '/login', replace: true });
  });

  return (
    <AccountFormPage
      title={t`Forgot password`}
      heading={t`Reset your password`}
      lead={t`We will email you a code to confirm it is you.`}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t`Reset password`}
      busy={busy}
      links={<BackToLogin reason="remembered" />}
    >
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
    </AccountFormPage>
  );
}
