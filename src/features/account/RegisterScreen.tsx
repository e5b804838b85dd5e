import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { register } from '@common/api/access';
import { api } from '@/lib/http/api';
import { signIn } from '@/lib/session';
import { baseSettingsAtom } from '@/lib/store';
import { CountrySelect, RiskWarning } from '@/shared/protection';
import { TextField } from '@/ui';
import { AccountFormPage, OptionalLabel, BackToLogin } from './AccountFormPage';
import { CaptchaField } from './CaptchaField';
import { MobileField } from './MobileField';
import { NewPasswordFields } from './NewPasswordFields';
import { showMobileQuery } from './queries';
import { EmailCodeField } from './EmailCodeField';
import { EmailField } from './EmailField';
import { useProblemText } from './useProblemText';
import { sendCodeTo, useAccountForm } from './useAccountForm';
import { usePictureCaptcha } from './usePictureCaptcha';
import { checkRegister, checkResidence, registerInput, type RegisterField } from './validation';

/** verify_reg_type 2: a picture captcha instead of an emailed code (spec section 5). */
const PICTURE_CAPTCHA = 2;
const INVITE_MAX = 16;
type Field = RegisterField | 'residence';
const ORDER: readonly Field[] = ['email', 'residence', 'areaId', 'mobile', 'password', 'rePassword', 'code'];

/**
 * Registration by email, with the country of residence (issue 38), the optional phone fields and a code or picture
 * captcha (spec sections 2 and 5); the risk warning of the country chosen under the form.
 */
export function RegisterScreen({ inviteCode }: { inviteCode?: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const usesCaptcha = useAtomValue(baseSettingsAtom)?.verify_reg_type === PICTURE_CAPTCHA;
  const { formRef, values, set, problems, busy, flag, onSubmit } = useAccountForm(
    { email: '', residence: '', areaId: '', mobile: '', password: '', rePassword: '', code: '', invite: inviteCode ?? '' },
    ORDER,
  );
  // The phone fields are the operator's choice.
  const showMobile = useQuery(showMobileQuery).data ?? false;
  const picture = usePictureCaptcha(usesCaptcha);

  const sendCode = () => sendCodeTo(values.email, 'register', (problem) => flag('email', problem));

  const submit = onSubmit(
    (form) => ({ ...checkRegister(form, showMobile), residence: checkResidence(form.residence) }),
    async (form) => {
      const invite = form.invite.trim();
      const result = await api(register, {
        ...registerInput(form, showMobile),
        residence: form.residence,
        ...(invite ? { invite_code: invite } : {}),
        ...(usesCaptcha && picture.captcha ? { key: picture.captcha.key } : {}),
      });
      signIn(result);
      await navigate({ to: '/', replace: true });
    },
    // A picture captcha is single-use: after a refusal the next try needs a new one.
    () => {
      if (usesCaptcha) {
        set('code', '');
        picture.renew();
      }
    },
  );

  return (
    <AccountFormPage
      title={t`Register`}
      heading={t`Create your account`}
      lead={t`It takes a minute. You can also try the demo account first.`}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t`Register`}
      busy={busy}
      links={<BackToLogin reason="registered" />}
      after={<RiskWarning country={values.residence === '' ? undefined : values.residence} />}
    >
      <EmailField
        name="email"
        value={values.email}
        onChange={(value) => set('email', value)}
        error={problemText('email', problems.email)}
      />
      <CountrySelect
        value={values.residence}
        onChange={(code) => set('residence', code)}
        error={problemText('residence', problems.residence)}
      />
      {showMobile ? (
        <MobileField
          mobile={values.mobile}
          areaId={values.areaId}
          onChange={set}
          error={problemText('area', problems.areaId) ?? problemText('mobile', problems.mobile)}
          areaInvalid={problems.areaId !== undefined}
        />
      ) : null}
      <NewPasswordFields wording="register" values={values} problems={problems} onChange={set} />
      <TextField
        name="invite"
        label={<OptionalLabel>{t`Invite code`}</OptionalLabel>}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={INVITE_MAX}
        placeholder={t`Enter an invite code if you have one`}
        value={values.invite}
        onChange={(event) => set('invite', event.target.value)}
      />
      {usesCaptcha ? (
        <CaptchaField
          value={values.code}
          onChange={(value) => set('code', value)}
          error={problemText('code', problems.code)}
          picture={picture}
        />
      ) : (
        <EmailCodeField
          value={values.code}
          onChange={(digits) => set('code', digits)}
          error={problemText('code', problems.code)}
          onSend={sendCode}
        />
      )}
    </AccountFormPage>
  );
}
