import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@/ui';
import { useProblemText } from './useProblemText';
import type { FieldProblem } from './validation';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/access';

/** Which screen the fields are on: registering names "Password", resetting and changing name a "new" one. */
export type NewPasswordWording = 'register' | 'reset' | 'change';

export interface NewPasswordFieldsProps {
  wording: NewPasswordWording;
  values: { password: string; rePassword: string };
  problems: { password?: FieldProblem | undefined; rePassword?: FieldProblem | undefined };
  onChange: (field: 'password' | 'rePassword', value: string) => void;
}

/** A new password and its repeat, as registering, resetting and changing the password ask for them. */
export function NewPasswordFields({ wording, values, problems, onChange }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const problemText = useProblemText();
  // Changing the password says "fill in all fields" for any empty one, as the spec's "input full".
  const passwordText = problemText(wording === 'change' ? 'all' : 'newPassword', problems.password);
  const repeatText = problemText(wording === 'change' ? 'all' : 'repeat', problems.rePassword);
  return (
    <>
      <PasswordField
        name="password"
        label={wording === 'register' ? t`Password` : t`New password`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        placeholder={t`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        error={passwordText}
      />
      <PasswordField
        name="rePassword"
        label={wording === 'register' ? t`Repeat password` : t`Repeat new password`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        placeholder={wording === 'change' ? t`Enter the new password again` : t`Enter the password again`}
        value={values.rePassword}
        onChange={(event) => onChange('rePassword', event.target.value)}
        error={repeatText}
      />
    </>
  );
}
