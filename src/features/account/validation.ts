import { PASSWORD_MAX, PASSWORD_MIN } from '@common/api/access';
import { hasProblems } from '@/lib/form';

// The checks the account forms make before sending anything (spec section 5). They return what is wrong with
// which field; the screens turn that into words in the user's language and show it under the field.

export type FieldProblem = 'required' | 'email' | 'length' | 'mismatch' | 'mobile' | 'area';
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

// Deliberately loose: the server validates properly; this only catches obvious slips before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\d{4,15}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export { firstProblem, hasProblems } from '@/lib/form';

const blank = (value: string) => value.trim() === '';

function newPassword(password: string): FieldProblem | undefined {
  if (password === '') return 'required';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'length';
  return undefined;
}

function repeat(password: string, again: string): FieldProblem | undefined {
  if (again === '') return 'required';
  return again === password ? undefined : 'mismatch';
}

function email(value: string): FieldProblem | undefined {
  if (blank(value)) return 'required';
  return isEmail(value) ? undefined : 'email';
}

function withoutEmpty<F extends string>(problems: Record<F, FieldProblem | undefined>): Problems<F> {
  const result: Problems<F> = {};
  for (const [field, problem] of Object.entries(problems) as [F, FieldProblem | undefined][]) {
    if (problem !== undefined) result[field] = problem;
  }
  return result;
}

export type LoginField = 'account' | 'password';

/** Login: both fields are required and nothing more (the server decides whether they are right). */
export function checkLogin(input: { account: string; password: string }): Problems<LoginField> {
  return withoutEmpty({
    account: blank(input.account) ? 'required' : undefined,
    password: input.password === '' ? 'required' : undefined,
  });
}

/** The email a code is sent to must look like one before the send button calls the server. */
export function checkCodeEmail(value: string): FieldProblem | undefined {
  return email(value);
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

/** Register: email, password (8 to 64) and its repeat, the code; the optional phone is checked only if given. */
export function checkRegister(input: RegisterValues, showMobile: boolean): Problems<RegisterField> {
  const mobile = input.mobile.trim();
  return withoutEmpty({
    email: email(input.email),
    areaId: showMobile && mobile !== '' && input.areaId === '' ? 'area' : undefined,
    mobile: showMobile && mobile !== '' && !MOBILE.test(mobile) ? 'mobile' : undefined,
    password: newPassword(input.password),
    rePassword: input.password === '' ? undefined : repeat(input.password, input.rePassword),
    code: blank(input.code) ? 'required' : undefined,
  });
}

export type ForgotField = 'account' | 'password' | 'rePassword' | 'code';

export function checkForgot(input: {
  account: string;
  password: string;
  rePassword: string;
  code: string;
}): Problems<ForgotField> {
  return withoutEmpty({
    account: email(input.account),
    password: newPassword(input.password),
    rePassword: input.password === '' ? undefined : repeat(input.password, input.rePassword),
    code: blank(input.code) ? 'required' : undefined,
  });
}

export type AmendField = 'oldPassword' | 'password' | 'rePassword';

/**
 * Changing the password: every field is required ("input full"), the two new ones must match ("password not
 * equal"), and the new one must be a valid length.
 */
export function checkAmend(input: { oldPassword: string; password: string; rePassword: string }): Problems<AmendField> {
  const empty = withoutEmpty<AmendField>({
    oldPassword: input.oldPassword === '' ? 'required' : undefined,
    password: input.password === '' ? 'required' : undefined,
    rePassword: input.rePassword === '' ? 'required' : undefined,
  });
  if (hasProblems(empty)) return empty;
  if (input.password !== input.rePassword) return { rePassword: 'mismatch' };
  const length = newPassword(input.password);
  return length ? { password: length } : {};
}
