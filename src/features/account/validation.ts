import { amendPassword, forgetPassword, login, register, sendEmailCode } from '@common/api/input/access';
import { refusedFields } from '@/lib/form-schema';

// The checks the account forms make before sending anything (spec section 5), made with the server's schemas on
// the very input the form would send (`*Input` below). A refused field gets the problem its kind of field has
// (an email that is not one, a password of the wrong length, ...), or "required" when it is blank; the screens
// put that into words in the user's language. Only what spans two fields (the repeat must match, a phone number
// needs its area) is the form's own rule.

export type FieldProblem = 'required' | 'email' | 'length' | 'mismatch' | 'mobile' | 'area' | 'code';
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

import { hasProblems } from '@/lib/form';

export { firstProblem, hasProblems } from '@/lib/form';

const blank = (value: string) => value.trim() === '';

/** Whether an address would be accepted where a code is sent to it. */
export function isEmail(value: string): boolean {
  return !refusedFields(sendEmailCode, { email: value, scene: 'register' }).has('email');
}

/**
 * The problems of a form: for each form field, the input field it fills, its value as typed, and what it is
 * called when refused though filled in (null: another field's problem says it, as the repeat's length).
 */
function problemsOf<F extends string>(
  refused: ReadonlySet<string>,
  fields: Record<F, { input: string; value: string; wrong: FieldProblem | null }>,
): Problems<F> {
  const problems: Problems<F> = {};
  for (const field of Object.keys(fields) as F[]) {
    const { input, value, wrong } = fields[field];
    if (!refused.has(input)) continue;
    const problem = blank(value) ? 'required' : wrong;
    if (problem) problems[field] = problem;
  }
  return problems;
}

export type LoginField = 'account' | 'password';

export function loginInput(values: { account: string; password: string }) {
  return { type: 'email' as const, account: values.account.trim(), password: values.password };
}

/** Login: both fields are required and nothing more (the server decides whether they are right). */
export function checkLogin(values: { account: string; password: string }): Problems<LoginField> {
  return problemsOf(refusedFields(login, loginInput(values)), {
    account: { input: 'account', value: values.account, wrong: 'required' },
    // A password of spaces is a password, not blank text.
    password: { input: 'password', value: values.password === '' ? '' : 'x', wrong: 'required' },
  });
}

/** The email a code is sent to must look like one before the send button calls the server. */
export function checkCodeEmail(value: string): FieldProblem | undefined {
  if (blank(value)) return 'required';
  return isEmail(value) ? undefined : 'email';
}

export type RegisterField = 'email' | 'areaId' | 'mobile' | 'password' | 'rePassword' | 'code';

export interface RegisterValues {
  email: string;
  /** Only looked at when the phone fields are shown. */
  areaId: string;
  mobile: string;
  password: string;
  rePassword: string;
  /** The emailed code or the picture captcha's answer. */
  code: string;
}

/** What the register call is sent (the captcha key and invite code are added by the screen). */
export function registerInput(values: RegisterValues, showMobile: boolean) {
  const mobile = showMobile ? values.mobile.trim() : '';
  return {
    type: 'email' as const,
    account: values.email.trim(),
    password: values.password,
    re_password: values.rePassword,
    sms_code: values.code.trim(),
    ...(mobile ? { mobile, area_id: values.areaId === '' ? ('' as const) : Number(values.areaId) } : {}),
  };
}

/** Register: email, password and its repeat, the code; the optional phone is checked only if given. */
export function checkRegister(values: RegisterValues, showMobile: boolean): Problems<RegisterField> {
  const input = registerInput(values, showMobile);
  const problems: Problems<RegisterField> = problemsOf<RegisterField>(refusedFields(register, input), {
    email: { input: 'account', value: values.email, wrong: 'email' },
    mobile: { input: 'mobile', value: input.mobile ?? '', wrong: 'mobile' },
    password: { input: 'password', value: values.password, wrong: 'length' },
    rePassword: { input: 're_password', value: values.rePassword, wrong: null },
    areaId: { input: 'area_id', value: values.areaId, wrong: 'area' },
    code: { input: 'sms_code', value: values.code, wrong: 'required' },
  });
  // A phone number is sent with its area; the schema alone cannot tell one is missing.
  if (input.mobile && values.areaId === '') problems.areaId = 'area';
  return withRepeat(problems, values);
}

/**
 * The country of residence (issue 38): the server takes a registration without one (it asks at the first trade), the
 * form asks for it, since the rules that protect the client depend on it. Which codes exist is the area list's.
 */
export function checkResidence(value: string): FieldProblem | undefined {
  return blank(value) ? 'required' : undefined;
}

export type ForgotField = 'account' | 'password' | 'rePassword' | 'code';

export interface ForgotValues {
  account: string;
  password: string;
  rePassword: string;
  code: string;
}

export function forgotInput(values: ForgotValues) {
  return {
    type: 'email' as const,
    account: values.account.trim(),
    password: values.password,
    re_password: values.rePassword,
    code: values.code.trim(),
  };
}

export function checkForgot(values: ForgotValues): Problems<ForgotField> {
  const problems = problemsOf(refusedFields(forgetPassword, forgotInput(values)), {
    account: { input: 'account', value: values.account, wrong: 'email' },
    password: { input: 'password', value: values.password, wrong: 'length' },
    rePassword: { input: 're_password', value: values.rePassword, wrong: null },
    code: { input: 'code', value: values.code, wrong: 'code' },
  });
  return withRepeat(problems, values);
}

export type AmendField = 'oldPassword' | 'password' | 'rePassword';

export interface AmendValues {
  oldPassword: string;
  password: string;
  rePassword: string;
}

export function amendInput(values: AmendValues) {
  return { type: 'email' as const, old_password: values.oldPassword, password: values.password, re_password: values.rePassword };
}

/**
 * Changing the password: every field is required first ("input full"), then the two new ones must match
 * ("password not equal"), then the new one must be a valid length.
 */
export function checkAmend(values: AmendValues): Problems<AmendField> {
  const problems = problemsOf(refusedFields(amendPassword, amendInput(values)), {
    oldPassword: { input: 'old_password', value: values.oldPassword === '' ? '' : 'x', wrong: 'required' },
    password: { input: 'password', value: values.password === '' ? '' : 'x', wrong: 'length' },
    rePassword: { input: 're_password', value: values.rePassword === '' ? '' : 'x', wrong: 'required' },
  });
  const missing: Problems<AmendField> = {};
  for (const field of ['oldPassword', 'password', 'rePassword'] as const) if (problems[field] === 'required') missing[field] = 'required';
  if (hasProblems(missing)) return missing;
  if (values.password !== values.rePassword) return { rePassword: 'mismatch' };
  return problems;
}

/**
 * The repeat of a new password: asked for only once the password is there, and it must match. The server
 * compares them too, after its schema; the form says so before sending.
 */
function withRepeat<F extends string>(problems: Problems<F | 'rePassword'>, values: { password: string; rePassword: string }) {
  if (values.password === '') {
    delete problems.rePassword;
    return problems;
  }
  if (problems.rePassword === undefined && values.rePassword !== values.password) problems.rePassword = 'mismatch';
  return problems;
}
