import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { SECURITY_EVENT, STEP_UP_KIND } from '../../../common/security';
import { messages } from '../../../server/i18n/messages';
import { assertionOptions } from '../../../server/security/passkey-assertions';
import { stepUpWithPasskey } from '../../../server/security/passkey-step-up';
import { addPasskey, registrationOptions } from '../../../server/security/passkeys';
import { STEP_UP_REFUSAL, STEP_UP_TTL_MS, useStepUp } from '../../../server/security/step-up';
import { CHALLENGE_PURPOSE, CHALLENGE_TTL_MS, type RelyingParty } from '../../../server/security/webauthn-challenges';
import { SoftAuthenticator } from './soft-authenticator';
import { newUser, PHONE, securityEvents, securityWorld } from './world';

// Confirming a sensitive action with a passkey (issue 33): an assertion for a step-up challenge of the user's gives a
// step-up token for one kind of action, as a code of the authenticator app does; a refused one gives none and is in
// the security log.

const world = securityWorld();
const SITE: RelyingParty = { id: 'localhost', origin: 'http://localhost:8080' };
const { WITHDRAWAL, PASSWORD } = STEP_UP_KIND;

async function userWithPasskey(): Promise<{ userId: number; device: SoftAuthenticator }> {
  const userId = await newUser(world.db);
  const device = new SoftAuthenticator();
  const made = await registrationOptions(world, userId, SITE);
  const { response } = device.register(made.options, { origin: SITE.origin });
  await addPasskey(world, { userId, challengeId: made.challengeId, name: 'iPhone', response, stepUpToken: undefined, context: PHONE });
  return { userId, device };
}

async function stepUpCeremony(userId: number, device: SoftAuthenticator) {
  const made = await assertionOptions(world, { purpose: CHALLENGE_PURPOSE.STEP_UP, userId, relyingParty: SITE });
  return { challengeId: made.challengeId, response: device.assert(made.options, { origin: SITE.origin }) };
}

const use = (userId: number, kind: typeof WITHDRAWAL | typeof PASSWORD, token: string) =>
  world.db.transaction((tx) => useStepUp(tx, world.clock, { userId, kind, token }));

describe('a step-up with a passkey', () => {
  it('gives a token for 5 minutes, for its user and its kind of action, logged as granted by passkey', async () => {
    const { userId, device } = await userWithPasskey();
    const grant = await stepUpWithPasskey(world, { userId, kind: WITHDRAWAL, ...(await stepUpCeremony(userId, device)), context: PHONE });
    expect(grant.expiresAt.getTime()).toBe(world.clock.now() + STEP_UP_TTL_MS);
    await expect(use(userId, PASSWORD, grant.token)).rejects.toMatchObject({ reason: STEP_UP_REFUSAL.OTHER_KIND });
    await use(userId, WITHDRAWAL, grant.token);
    expect(await world.db.query('SELECT factor FROM step_up_tokens WHERE user_id = $1', [userId])).toEqual([{ factor: 'passkey' }]);
    expect((await securityEvents(world.db, userId)).at(-1)).toEqual({
      event: SECURITY_EVENT.STEP_UP_GRANTED,
      detail: { kind: WITHDRAWAL, factor: 'passkey' },
    });
  });

  it('refuses a replayed assertion and an expired challenge, gives no token, and logs each', async () => {
    const { userId, device } = await userWithPasskey();
    const ceremony = await stepUpCeremony(userId, device);
    await stepUpWithPasskey(world, { userId, kind: WITHDRAWAL, ...ceremony, context: PHONE });
    await expect(stepUpWithPasskey(world, { userId, kind: WITHDRAWAL, ...ceremony, context: PHONE })).rejects.toMatchObject({
      code: CODE.CODE_INVALID,
      descriptor: messages.passkeyChallengeUsed,
    });
    const late = await stepUpCeremony(userId, device);
    world.clock.advance(CHALLENGE_TTL_MS);
    await expect(stepUpWithPasskey(world, { userId, kind: PASSWORD, ...late, context: PHONE })).rejects.toMatchObject({
      code: CODE.CODE_INVALID,
      descriptor: messages.passkeyChallengeExpired,
    });
    expect(await world.db.query('SELECT 1 FROM step_up_tokens WHERE user_id = $1', [userId])).toHaveLength(1);
    expect((await securityEvents(world.db, userId)).slice(-2)).toEqual([
      { event: SECURITY_EVENT.SECOND_FACTOR_FAILED, detail: { kind: WITHDRAWAL, factor: 'passkey', reason: 'replayed' } },
      { event: SECURITY_EVENT.SECOND_FACTOR_FAILED, detail: { kind: PASSWORD, factor: 'passkey', reason: 'expired' } },
    ]);
  });

  it("refuses another user's passkey, and gives the token to nobody", async () => {
    const owner = await userWithPasskey();
    const stranger = await userWithPasskey();
    const made = await assertionOptions(world, { purpose: CHALLENGE_PURPOSE.STEP_UP, userId: owner.userId, relyingParty: SITE });
    const response = stranger.device.assert(made.options, { origin: SITE.origin, passkey: stranger.device.passkeys[0]! });
    await expect(
      stepUpWithPasskey(world, { userId: owner.userId, kind: WITHDRAWAL, challengeId: made.challengeId, response, context: PHONE }),
    ).rejects.toMatchObject({ descriptor: messages.passkeyUnknown });
    const tokens = await world.db.query('SELECT 1 FROM step_up_tokens WHERE user_id = ANY($1)', [[owner.userId, stranger.userId]]);
    expect(tokens).toEqual([]);
  });
});
