import { startAuthentication } from '@simplewebauthn/browser';
import { passkeyOptions } from '@common/api/passkeys';
import { stepUp, type StepUpToken } from '@common/api/security';
import type { StepUpKind } from '@common/security';
import { api } from '@/lib/http/api';
import { ceremony } from './ceremony-error';

/**
 * Confirms it is the user with one of their passkeys, for one kind of action: the options of a step-up's challenge,
 * the browser's prompt (a fingerprint, a face, a screen lock or a security key), then its answer to
 * POST /api/security/step_up, which hands out the token. The server's refusals are the caller's to show (silent); a
 * failure of the prompt rejects with CeremonyFailed.
 */
export async function confirmWithPasskey(kind: StepUpKind): Promise<StepUpToken> {
  const made = await api(passkeyOptions, { purpose: 'step_up' }, { silent: true });
  if (made.purpose === 'register') throw new Error('the step-up was given a registration’s options');
  const answer = await ceremony(() => startAuthentication({ optionsJSON: made.options }));
  return api(stepUp, { kind, challenge_id: made.challenge_id, assertion: JSON.stringify(answer) }, { silent: true });
}
