import { sendEmailCode, type CodeScene } from '@common/api/access';
import { api } from '@/lib/http/api';
import { useForm } from '@/lib/form';
import { checkCodeEmail, type FieldProblem } from './validation';

/** The access forms: the app's form state (src/lib/form.ts) with the account's field problems. */
export function useAccountForm<F extends string, V extends Record<F, string>>(initial: V, order: readonly F[]) {
  return useForm<F, V, FieldProblem>(initial, order);
}

/** The send-code button's action: checks the email first, then asks the server; true when a code went out. */
export async function sendCodeTo(email: string, scene: CodeScene, onBadEmail: (problem: FieldProblem) => void): Promise<boolean> {
  const problem = checkCodeEmail(email);
  if (problem) {
    onBadEmail(problem);
    return false;
  }
  try {
    await api(sendEmailCode, { email: email.trim(), scene }, { toastSuccess: true });
    return true;
  } catch {
    return false;
  }
}
