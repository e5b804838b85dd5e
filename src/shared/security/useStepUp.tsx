import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { StepUpKind } from '@common/security';
import { toast } from '@/ui';
import { sendWithStepUp, type ConfirmStepUp, type SteppedUpSend } from './step-up';
import { StepUpDialog } from './StepUpDialog';

export interface StepUp {
  /** Opens "Confirm it is you" for this kind of action: the step-up token, or null when the user cancelled. */
  confirm: ConfirmStepUp;
  /**
   * Sends a sensitive call (`send(token, quiet)`): first without a token; when the server answers 9002, asks
   * `confirm(kind)` and sends once more with the token. Rejects with StepUpCancelled when the user cancels.
   * `silent`: refusals are the caller's to show, as with the client's own `silent`.
   */
  send: <T>(kind: StepUpKind, send: SteppedUpSend<T>, options?: { silent?: boolean }) => Promise<T>;
  /** The dialog; render it once in the screen. */
  dialog: ReactNode;
}

interface Request {
  /** A new dialog for each request, so nothing typed for one is left for the next. */
  id: number;
  kind: StepUpKind;
  open: boolean;
}

/**
 * The step-up for a screen whose actions the server may refuse with 9002 (issue 33: a withdrawal, a payout method, a
 * password or second-factor change): the dialog to render, and what asks it. One request at a time: a new one
 * answers a request still open with null. A screen left while the dialog is open answers it with null too.
 */
export function useStepUp(): StepUp {
  const [request, setRequest] = useState<Request | null>(null);
  const waiting = useRef<((token: string | null) => void) | null>(null);

  const answer = useCallback((token: string | null) => {
    const resolve = waiting.current;
    waiting.current = null;
    resolve?.(token);
    setRequest((current) => current && { ...current, open: false });
  }, []);

  useEffect(() => {
    const pending = waiting;
    return () => {
      pending.current?.(null);
      pending.current = null;
    };
  }, []);

  const confirm = useCallback<ConfirmStepUp>(
    (kind) =>
      new Promise<string | null>((resolve) => {
        waiting.current?.(null);
        waiting.current = resolve;
        setRequest((current) => ({ id: (current?.id ?? 0) + 1, kind, open: true }));
      }),
    [],
  );

  const send = useCallback(
    <T,>(kind: StepUpKind, call: SteppedUpSend<T>, options: { silent?: boolean } = {}) =>
      sendWithStepUp(kind, confirm, call, (message) => {
        if (!options.silent) toast.show(message, 'error');
      }),
    [confirm],
  );

  const dialog = request ? (
    <StepUpDialog key={request.id} open={request.open} kind={request.kind} onConfirmed={answer} onCancel={() => answer(null)} />
  ) : null;

  return { confirm, send, dialog };
}
