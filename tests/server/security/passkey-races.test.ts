import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { STEP_UP_KIND } from '../../../common/security';
import { messages } from '../../../server/i18n/messages';
import { assertionOptions } from '../../../server/security/passkey-assertions';
import { stepUpWithPasskey } from '../../../server/security/passkey-step-up';
import { addPasskey, passkeysOf, registrationOptions } from '../../../server/security/passkeys';
import { StepUpRefused } from '../../../server/security/step-up';
import { CHALLENGE_PURPOSE, type RelyingParty } from '../../../server/security/webauthn-challenges';
import { onPostgres } from '../helpers/test-db';
import { SoftAuthenticator } from './soft-authenticator';
import { newUser, PHONE, securityWorld } from './world';

// Passkeys' races (issue 33), on PostgreSQL, where two transactions really run at once: one challenge answered twice
// at once gives one step-up; two first passkeys added at once make one the account's first second factor, and the
// other then needs a step-up like any change of it.

const ROUNDS = 5;
const SITE: RelyingParty = { id: 'localhost', origin: 'http://localhost:8080' };

describe.skipIf(!onPostgres)('passkey races on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const world = securityWorld();

  async function both<T>(one: Promise<T>, two: Promise<T>): Promise<{ fulfilled: T[]; rejected: unknown[] }> {
    const settled = await Promise.allSettled([one, two]);
    return {
      fulfilled: settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
      rejected: settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : [])),
    };
  }

  async function registration(userId: number, device: SoftAuthenticator) {
    const made = await registrationOptions(world, userId, SITE);
    const { response } = device.register(made.options, { origin: SITE.origin });
    return { userId, challengeId: made.challengeId, name: 'Key', response, stepUpToken: undefined, context: PHONE };
  }

  it('one assertion sent twice at once: one step-up token, the other refused as used', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const userId = await newUser(world.db);
      const device = new SoftAuthenticator();
      await addPasskey(world, await registration(userId, device));
      const made = await assertionOptions(world, { purpose: CHALLENGE_PURPOSE.STEP_UP, userId, relyingParty: SITE });
      const request = {
        userId,
        kind: STEP_UP_KIND.WITHDRAWAL,
        challengeId: made.challengeId,
        response: device.assert(made.options, SITE),
        context: PHONE,
      };
      const outcome = await both(stepUpWithPasskey(world, request), stepUpWithPasskey(world, request));
      expect(outcome.fulfilled).toHaveLength(1);
      expect(outcome.rejected).toEqual([expect.objectContaining({ code: CODE.CODE_INVALID, descriptor: messages.passkeyChallengeUsed })]);
      expect(await world.db.query('SELECT 1 FROM step_up_tokens WHERE user_id = $1', [userId])).toHaveLength(1);
    }
  });

  it('two first passkeys added at once: one is added, the other needs a step-up (9002)', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const userId = await newUser(world.db);
      const [one, two] = [await registration(userId, new SoftAuthenticator()), await registration(userId, new SoftAuthenticator())];
      const outcome = await both(addPasskey(world, one), addPasskey(world, two));
      expect(outcome.fulfilled).toHaveLength(1);
      expect(outcome.rejected).toEqual([expect.any(StepUpRefused)]);
      expect(await passkeysOf(world.db, userId)).toHaveLength(1);
    }
  });
});
