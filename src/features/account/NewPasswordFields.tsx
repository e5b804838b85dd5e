import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/access';
import { PasswordField } from '@/ui';

/** Which screen the fields are on: registering names "Password", resetting and changing name a "new" one. */
export type NewPasswordWording = 'register' | 'reset' | 'change';

export interface NewPasswordFieldsProps {
  wording: NewPasswordWording;
  password: string;
  rePassword: string;
  onChange: (field: 'password' | 'rePassword', value: string) => void;
  /** Each field's problem, already in words. */
  errors: { password?: string | undefined; rePassword?: string | undefined };
}

/** A new password and its repeat, as registering, resetting and changing the password ask for them. */
export function NewPasswordFields({ wording, password, rePassword, onChange, errors }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        name="password"
        label={wording === 'register' ? t`Password` : t`New password`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        placeholder={t`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
        value={password}
        onChange={(event) => onChange('password', event.target.value)}
        error={errors.password}
      />
      <PasswordField
        name="rePassword"
        label={wording === 'register' ? t`Repeat password` : t`Repeat new password`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        placeholder={wording === 'change' ? t`Enter the new password again` : t`Enter the password again`}
        value={rePassword}
        onChange={(event) => onChange('rePassword', event.target.value)}
        error={errors.rePassword}
      />
    </>
  );
}
