import { useRef, useState, type SubmitEvent } from 'react';
import { sendEmailCode, type CodeScene } from '@common/api/access';
import { api } from '@/lib/http/api';
import { focusField } from './navigation';
import { checkCodeEmail, firstProblem, hasProblems, type FieldProblem, type Problems } from './validation';

// What the access forms share: their values, a problem per field shown under it (cleared as the field is edited),
// focus on the first field with a problem, and a busy flag while the call runs. Refusals from the server are
// toasted by the HTTP client, so a form only has to stop being busy.

export function useAccountForm<F extends string, V extends Record<F, string>>(initial: V, order: readonly F[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  /** One problem, for a check made outside submit (before sending a code). */
  const flag = (field: F, problem: FieldProblem) => {
    setProblems((current) => ({ ...current, [field]: problem }));
    focusField(formRef.current, field);
  };

  /**
   * The submit handler: shows what `check` finds and sends nothing then; otherwise runs `send` while busy.
   * `onRefused` runs after the server said no (for example, to draw a new picture captcha).
   */
  const onSubmit =
    (check: (values: V) => Problems<F>, send: (values: V) => Promise<unknown>, onRefused?: () => void) =>
    async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const found = check(values);
      setProblems(found);
      if (hasProblems(found)) {
        focusField(formRef.current, firstProblem(found, order));
        return;
      }
      setBusy(true);
      try {
        await send(values);
      } catch {
        onRefused?.();
      } finally {
        setBusy(false);
      }
    };

  return { formRef, values, set, problems, busy, flag, onSubmit };
}

/** The send-code button's action: checks the email first, then asks the server; true when a code went out. */
export async function sendCodeTo(
  email: string,
  scene: CodeScene,
  onBadEmail: (problem: FieldProblem) => void,
): Promise<boolean> {
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
