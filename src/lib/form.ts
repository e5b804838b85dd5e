import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';

// What the app's forms share: their values, a problem per field shown under it (cleared as the field is edited),
// focus on the first field with a problem, and the submit as a mutation of the query cache, whose pending state is
// the form's busy state. Refusals from the server are toasted by the HTTP client, so a form only has to stop being
// busy. Each form names its own problems (P).

export type Problems<F extends string, P extends string> = Partial<Record<F, P>>;

export function hasProblems(problems: Partial<Record<string, string>>): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}

/** The first field, in the order given (the form's order), that has a problem. */
export function firstProblem<F extends string>(problems: Partial<Record<F, string>>, order: readonly F[]): F | undefined {
  return order.find((field) => problems[field] !== undefined);
}

/** Focuses the named control of a form (the first field with a problem). */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

export function useForm<F extends string, V extends Record<F, string>, P extends string>(initial: V, order: readonly F[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F, P>>({});
  // What a submit sends is the form's own (`send`, given with the values): a refused submit changes nothing.
  const submission = useMutation({
    mutationKey: ['form-submit', ...order],
    mutationFn: ({ form, send }: { form: V; send: (values: V) => Promise<unknown> }) => send(form),
  });

  const set = (field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  /** One problem, for a check made outside submit (before sending a code). */
  const flag = (field: F, problem: P) => {
    setProblems((current) => ({ ...current, [field]: problem }));
    focusField(formRef.current, field);
  };

  /**
   * The submit handler: shows what `check` finds and sends nothing then; otherwise runs `send` while busy.
   * `onRefused` runs after the server said no (for example, to draw a new picture captcha).
   */
  const onSubmit =
    (check: (values: V) => Problems<F, P>, send: (values: V) => Promise<unknown>, onRefused?: () => void) =>
    async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submission.isPending) return;
      const found = check(values);
      setProblems(found);
      if (hasProblems(found)) {
        focusField(formRef.current, firstProblem(found, order));
        return;
      }
      await submission.mutateAsync({ form: values, send }).catch(() => onRefused?.());
    };

  return { formRef, values, set, setValues, problems, busy: submission.isPending, flag, onSubmit };
}
