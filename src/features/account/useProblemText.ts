import { useLingui } from '@lingui/react/macro';
import type { FieldProblem } from './validation';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/access';

/** What a field's problem is called, in the user's language, to show under that field. */
export type FieldKind = 'email' | 'loginPassword' | 'newPassword' | 'repeat' | 'code' | 'mobile' | 'area' | 'residence' | 'all';

export function useProblemText(): (kind: FieldKind, problem: FieldProblem | undefined) => string | undefined {
  const { t } = useLingui();
  return (kind, problem) => {
    if (problem === undefined) return undefined;
    if (kind === 'all' && problem === 'required') return t`Please fill in all fields`;
    switch (problem) {
      case 'required':
        switch (kind) {
          case 'email':
            return t`Please enter your email`;
          case 'loginPassword':
            return t`Please enter your password`;
          case 'newPassword':
            return t`Please enter a password`;
          case 'repeat':
            return t`Please enter the password again`;
          case 'code':
            return t`Please enter the verification code`;
          case 'residence':
            return t`Please choose your country of residence`;
          default:
            return t`Please fill in all fields`;
        }
      case 'email':
        return t`Please enter a valid email address`;
      case 'length':
        return t`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
      case 'mismatch':
        return t`The passwords do not match`;
      case 'mobile':
        return t`Please enter a valid mobile number`;
      case 'area':
        return t`Please choose an area code`;
      case 'code':
        return t`The verification code has 6 digits`;
    }
  };
}
