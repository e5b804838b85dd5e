import { startRegistration } from '@simplewebauthn/browser';
import { passkeyOptions, registerPasskey, type PasskeyItem } from '@common/api/passkeys';
import { STEP_UP_KIND } from '@common/security';
import { api } from '@/lib/http/api';
import { ceremony, type StepUp } from '@/shared/security';

/**
 * Adds a passkey named `name` (issue 33): the options of a registration's challenge, the browser's prompt that makes
 * the passkey, then its answer to POST /api/security/passkey/register. An account that already has a second factor is
 * answered 9002 first: the step-up asks "confirm it is you" and the same answer is sent again with the token (the
 * server leaves the challenge unspent on a 9002). A failure of the prompt rejects with CeremonyFailed; the server's
 * refusals are toasted, as any call's.
 */
export async function addPasskey(stepUp: Pick<StepUp, 'send'>, name: string): Promise<PasskeyItem> {
  const made = await api(passkeyOptions, { purpose: 'register' });
  if (made.purpose !== 'register') throw new Error('a registration was given a step-up’s options');
  const answer = await ceremony(() => startRegistration({ optionsJSON: made.options }));
  const response = JSON.stringify(answer);
  return stepUp.send(STEP_UP_KIND.SECOND_FACTOR, (token, quiet) =>
    api(
      registerPasskey,
      { challenge_id: made.challenge_id, name, response, step_up_token: token },
      { loading: true, toastSuccess: true, silent: quiet },
    ),
  );
}
