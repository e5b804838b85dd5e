import { mutationOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import type { StepUpKind } from '@common/security';
import { api } from '@/lib/http/api';
import type { CallOptions } from '@/lib/http/client';
import type { StepUp } from './useStepUp';

/** A call's input without the token, which the step-up adds. */
export type WithoutStepUpToken<I> = Omit<I, 'step_up_token'>;

/** A call that takes a step-up token (`step_up_token`, optional in its schema: without one it answers 9002). */
type SteppedUpEndpoint<E extends AnyEndpoint> = EndpointInput<E> extends { step_up_token?: string } ? E : never;

/**
 * A sensitive call as a mutation of the query cache, like callMutation's (src/lib/query): its input without the token,
 * sent first as it is and, after a 9002, once more with the token of the step-up the user confirmed (`stepUp` is the
 * screen's useStepUp()). The mutation stays pending while the dialog is open, so its button stays busy; a cancelled
 * step-up fails it with StepUpCancelled, silently. By default the spinner runs and the server's message is toasted on
 * success. A call that moves money passes its Idempotency-Key in `options` (a 9002 frees it on the server).
 */
export function steppedUpMutation<E extends AnyEndpoint>(
  stepUp: Pick<StepUp, 'send'>,
  call: SteppedUpEndpoint<E>,
  kind: StepUpKind,
  options: CallOptions = { loading: true, toastSuccess: true },
) {
  return mutationOptions<EndpointOutput<E>, unknown, WithoutStepUpToken<EndpointInput<E>>>({
    mutationKey: [call.method, call.path],
    networkMode: 'always',
    retry: false,
    mutationFn: (input) =>
      stepUp.send(
        kind,
        (token, quiet) =>
          api(call, { ...input, step_up_token: token } as EndpointInput<E>, {
            ...options,
            silent: quiet || options.silent === true,
          }) as Promise<EndpointOutput<E>>,
        { silent: options.silent },
      ),
  });
}
