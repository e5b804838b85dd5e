import { CODE } from '@common/envelope';
import type { StepUpKind } from '@common/security';
import { ApiCallError } from '@/lib/http/errors';

// The step-up's rule, apart from its dialog (issue 33): a sensitive call is sent as it is; when the server answers
// 9002 ("confirm it is you": nothing was changed), the user confirms with a second factor and the call is sent once
// more with the token they got. The server decides which calls need it: the screens only ask when told to.

/** Asks the user to confirm it is them for this kind of action: the step-up token, or null when they cancelled. */
export type ConfirmStepUp = (kind: StepUpKind) => Promise<string | null>;

/**
 * Sends the call: without a token first (`quiet`: its refusal is not toasted, since a 9002 opens the dialog
 * instead), then, after a 9002, with the token and toasted as usual.
 */
export type SteppedUpSend<T> = (stepUpToken: string | undefined, quiet: boolean) => Promise<T>;

/** The user closed the step-up without confirming: the call was not made. Silent, as a cancelled call is. */
export class StepUpCancelled extends ApiCallError {
  constructor() {
    super('ERR_CANCELED', 'canceled');
    this.name = 'StepUpCancelled';
  }
}

/** Whether a failed call was refused for want of a step-up (9002): nothing was changed, and it may be sent again. */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiCallError && error.code === CODE.STEP_UP_REQUIRED;
}

/**
 * Sends a sensitive call, asking for a step-up of `kind` when the server wants one, and sending it once more with the
 * token. A refusal of the first try other than 9002 goes to `refused` (the toast the quiet call left out); the second
 * try is refused as any call is, and a second 9002 (the token spent or expired in between) is not asked again, so a
 * user is never caught in a loop of dialogs. A cancelled step-up rejects with StepUpCancelled.
 */
export async function sendWithStepUp<T>(
  kind: StepUpKind,
  confirm: ConfirmStepUp,
  send: SteppedUpSend<T>,
  refused: (message: string) => void,
): Promise<T> {
  try {
    return await send(undefined, true);
  } catch (error) {
    if (!isStepUpRequired(error)) {
      // The client toasted a failure of the network itself; a refusal of the server's is ours to show.
      if (error instanceof ApiCallError && typeof error.code === 'number') refused(error.message);
      throw error;
    }
  }
  const token = await confirm(kind);
  if (token === null) throw new StepUpCancelled();
  return send(token, false);
}
