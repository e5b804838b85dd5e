import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  getAreaList,
  getCaptcha,
  PASSWORD_MAX,
  PASSWORD_MIN,
  register,
  type AreaCode,
} from '@common/api/access';
import { getSetting } from '@common/api/settings';
import { api } from '@/lib/http/api';
import { intlTag } from '@/lib/i18n';
import { signIn } from '@/lib/session';
import { baseSettingsAtom, localeAtom } from '@/lib/store';
import { Button, ChevronIcon, IconButton, PageHeader, PasswordField, RefreshIcon, Spinner, Tabs, TextField } from '@/ui';
import styles from './AccountForm.module.css';
import { areaOptions, regionNamer } from './areas';
import { svgDataUrl } from './captcha';
import { useGoBack } from './navigation';
import { EmailCodeField } from './EmailCodeField';
import { EmailField } from './EmailField';
import { useProblemText } from './useProblemText';
import { sendCodeTo, useAccountForm } from './useAccountForm';
import { checkRegister, registerInput, type RegisterField } from './validation';

/** verify_reg_type 2: a picture captcha instead of an emailed code (spec section 5). */
const PICTURE_CAPTCHA = 2;
const INVITE_MAX = 16;
const ORDER: readonly RegisterField[] = ['email', 'areaId', 'mobile', 'password', 'rePassword', 'code'];

interface Captcha {
  key: string;
  src: string;
}

/** Registration by email, with the optional phone fields and a code or picture captcha (spec sections 2 and 5). */
export function RegisterScreen({ inviteCode }: { inviteCode?: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const problemText = useProblemText();
  const locale = useAtomValue(localeAtom);
  const usesCaptcha = useAtomValue(baseSettingsAtom)?.verify_reg_type === PICTURE_CAPTCHA;
  const { formRef, values, set, problems, busy, flag, onSubmit } = useAccountForm(
    { email: '', areaId: '', mobile: '', password: '', rePassword: '', code: '', invite: inviteCode ?? '' },
    ORDER,
  );
  const [showMobile, setShowMobile] = useState(false);
  const [areas, setAreas] = useState<AreaCode[]>([]);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);

  // The phone fields are the operator's choice.
  useEffect(() => {
    api(getSetting, { key: 'is_show_mobile' }, { silent: true })
      .then((setting) => setShowMobile(setting.value === '1'))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!showMobile) return;
    api(getAreaList, {}, { silent: true })
      .then(setAreas)
      .catch(() => undefined);
  }, [showMobile]);

  const options = useMemo(() => {
    const tag = intlTag(locale);
    return areaOptions(areas, regionNamer(tag), tag);
  }, [areas, locale]);
  const chosenArea = options.find((option) => String(option.id) === values.areaId);

  // A new picture on entry, after a refused attempt (each is single-use) and when asked for.
  const [captchaRound, setCaptchaRound] = useState(0);
  const newCaptcha = useCallback(() => {
    setCaptcha(null);
    setCaptchaFailed(false);
    setCaptchaRound((round) => round + 1);
  }, []);

  useEffect(() => {
    if (!usesCaptcha) return;
    let current = true;
    api(getCaptcha, {})
      .then((answer) => {
        if (current) setCaptcha({ key: answer.key, src: svgDataUrl(answer.svg) });
      })
      .catch(() => {
        if (current) setCaptchaFailed(true);
      });
    return () => {
      current = false;
    };
  }, [usesCaptcha, captchaRound]);

  const sendCode = () => sendCodeTo(values.email, 'register', (problem) => flag('email', problem));

  const submit = onSubmit(
    (form) => checkRegister(form, showMobile),
    async (form) => {
      const invite = form.invite.trim();
      const result = await api(register, {
        ...registerInput(form, showMobile),
        ...(invite ? { invite_code: invite } : {}),
        ...(usesCaptcha && captcha ? { key: captcha.key } : {}),
      });
      signIn(result);
      await navigate({ to: '/', replace: true });
    },
    // A picture captcha is single-use: after a refusal the next try needs a new one.
    () => {
      if (usesCaptcha) {
        set('code', '');
        newCaptcha();
      }
    },
  );

  const optional = <span className={styles.optional}>{t`(optional)`}</span>;

  return (
    <>
      <PageHeader title={t`Register`} onBack={goBack} />
      <div className={styles.page}>
        <div className={styles.intro}>
          <h2 className={styles.heading}>{t`Create your account`}</h2>
          <p className={styles.lead}>{t`It takes a minute. You can also try the demo account first.`}</p>
        </div>
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Tabs
            className={styles.tabs}
            items={[{ key: 'email', label: t`Email` }]}
            value="email"
            onChange={() => undefined}
            aria-label={t`Register with`}
          />
          <EmailField
            name="email"
            value={values.email}
            onChange={(value) => set('email', value)}
            error={problemText('email', problems.email)}
          />
          {showMobile ? (
            <TextField
              name="mobile"
              label={
                <>
                  {t`Mobile number`} {optional}
                </>
              }
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              placeholder={t`Enter your mobile number`}
              value={values.mobile}
              onChange={(event) => set('mobile', event.target.value.replace(/\D+/g, ''))}
              error={problemText('area', problems.areaId) ?? problemText('mobile', problems.mobile)}
              prefix={
                <span className={styles.area}>
                  {chosenArea ? (
                    <span className="num" dir="ltr">
                      {chosenArea.dial}
                    </span>
                  ) : (
                    <span className={styles.areaPlaceholder}>{t`Code`}</span>
                  )}
                  <ChevronIcon direction="down" size={16} />
                  <select
                    name="areaId"
                    className={styles.areaSelect}
                    aria-label={t`Area code`}
                    aria-invalid={problems.areaId ? true : undefined}
                    value={values.areaId}
                    onChange={(event) => set('areaId', event.target.value)}
                  >
                    <option value="">{t`Choose an area code`}</option>
                    {options.map((option) => (
                      <option key={option.id} value={String(option.id)}>
                        {`${option.dial} ${option.name}`}
                      </option>
                    ))}
                  </select>
                </span>
              }
            />
          ) : null}
          <PasswordField
            name="password"
            label={t`Password`}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            placeholder={t`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            error={problemText('newPassword', problems.password)}
          />
          <PasswordField
            name="rePassword"
            label={t`Repeat password`}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            placeholder={t`Enter the password again`}
            value={values.rePassword}
            onChange={(event) => set('rePassword', event.target.value)}
            error={problemText('repeat', problems.rePassword)}
          />
          <TextField
            name="invite"
            label={
              <>
                {t`Invite code`} {optional}
              </>
            }
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
            <TextField
              name="code"
              label={t`Verification code`}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={12}
              placeholder={t`Enter the code shown`}
              value={values.code}
              onChange={(event) => set('code', event.target.value)}
              error={problemText('code', problems.code)}
              suffix={
                <span className={styles.captcha}>
                  <span className={styles.captchaImage}>
                    {captcha ? (
                      <img src={captcha.src} alt={t`Verification picture`} width={120} height={40} />
                    ) : captchaFailed ? null : (
                      <Spinner size={16} />
                    )}
                  </span>
                  <IconButton label={t`New picture`} onClick={newCaptcha}>
                    <RefreshIcon size={20} />
                  </IconButton>
                </span>
              }
            />
          ) : (
            <EmailCodeField
              value={values.code}
              onChange={(digits) => set('code', digits)}
              error={problemText('code', problems.code)}
              onSend={sendCode}
            />
          )}
          <Button type="submit" variant="primary" size="l" block loading={busy} className={styles.submit}>
            {t`Register`}
          </Button>
          <p className={styles.switchLine}>
            <Trans>
              Already have an account?{' '}
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
