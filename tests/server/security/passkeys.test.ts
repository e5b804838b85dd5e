import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { RECOVERY_CODE_COUNT, SECURITY_EVENT, STEP_UP_KIND } from '../../../common/security';
import { messages } from '../../../server/i18n/messages';
import { hasSecondFactor } from '../../../server/security/factors';
import {
  assertionOptions,
  checkPasskeyAssertion,
  passkeySecondFactorOptions,
  verifyPasskeySecondFactor,
  type AssertionPurpose,
} from '../../../server/security/passkey-assertions';
import { passkeySignInOptions, signInWithPasskey } from '../../../server/security/passkey-sign-in';
import { addPasskey, MAX_PASSKEYS, passkeysOf, registrationOptions, removePasskey } from '../../../server/security/passkeys';
import { recoveryCodesLeft, replaceRecoveryCodes } from '../../../server/security/recovery-codes';
import { issueStepUp, STEP_UP_REFUSAL, StepUpRefused } from '../../../server/security/step-up';
import { CHALLENGE_PURPOSE, CHALLENGE_TTL_MS, PasskeyRefused, type RelyingParty } from '../../../server/security/webauthn-challenges';
import { SoftAuthenticator, type SoftPasskey } from './soft-authenticator';
import { newUser, PHONE, securityEvents, securityWorld, type SecurityWorld } from './world';

// Passkeys (issue 33) on the domain code, with a software authenticator of the test's own (./soft-authenticator.ts):
// registering and listing them, removing one's own and not another's, and using them (a confirmation, a sign-in's
// second factor, a sign-in alone), with every refusal the issue names: a replayed assertion, a challenge used twice or
// after 5 minutes on the manual clock, another user's passkey, a challenge of another purpose. simplewebauthn keeps
// no time of its own: only the server's clock decides a challenge's age.

const world = securityWorld();
const SITE: RelyingParty = { id: 'localhost', origin: 'http://localhost:8080' };
const AT_SITE = { origin: SITE.origin };

/** A real user with a passkey on a soft authenticator (the account's first: no step-up needed). */
async function userWithPasskey(
  options: { counts?: boolean } = {},
): Promise<{ userId: number; device: SoftAuthenticator; passkey: SoftPasskey }> {
  const userId = await newUser(world.db);
  const device = new SoftAuthenticator();
  const passkey = await register(world, userId, device, { name: 'iPhone', ...options });
  return { userId, device, passkey };
}

async function register(
  on: SecurityWorld,
  userId: number,
  device: SoftAuthenticator,
  options: { name?: string; counts?: boolean; stepUpToken?: string } = {},
): Promise<SoftPasskey> {
  const ceremony = await registrationOptions(on, userId, SITE);
  const { response, passkey } = device.register(ceremony.options, { ...AT_SITE, counts: options.counts ?? true });
  await addPasskey(on, {
    userId,
    challengeId: ceremony.challengeId,
    name: options.name ?? 'Key',
    response,
    stepUpToken: options.stepUpToken,
    context: PHONE,
  });
  return passkey;
}

const secondFactorToken = (userId: number) =>
  world.db.transaction((tx) => issueStepUp(tx, world.clock, { userId, kind: STEP_UP_KIND.SECOND_FACTOR, factor: 'totp' }));

/** Options for the user (or a sign-in, null) and the assertion the device answers them with. */
async function ceremonyFor(purpose: AssertionPurpose, userId: number | null, device: SoftAuthenticator, passkey?: SoftPasskey) {
  const made = await assertionOptions(world, { purpose, userId, relyingParty: SITE });
  return {
    challengeId: made.challengeId,
    response: device.assert(made.options, { ...AT_SITE, ...(passkey ? { passkey } : {}) }),
    options: made.options,
  };
}

/** Checks an assertion in its own transaction, as the callers do. */
const check = (purpose: AssertionPurpose, userId: number | null, ceremony: Awaited<ReturnType<typeof ceremonyFor>>) =>
  world.db.transaction((tx) =>
    checkPasskeyAssertion(tx, world.clock, {
      purpose,
      userId,
      challengeId: ceremony.challengeId,
      response: ceremony.response,
      context: PHONE,
      detail: { for: 'test' },
    }),
  );

async function refusal(promise: Promise<unknown>): Promise<PasskeyRefused> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PasskeyRefused);
  expect((error as PasskeyRefused).code).toBe(CODE.CODE_INVALID);
  return error as PasskeyRefused;
}

async function refusedCheck(promise: ReturnType<typeof check>): Promise<PasskeyRefused> {
  const outcome = await promise;
  if (!('refused' in outcome)) throw new Error('the assertion was accepted');
  return outcome.refused;
}

const storedPasskeys = (userId: number) =>
  world.db.query<{ id: number; credential_id: string; counter: string | number; name: string; last_used_at: Date | null }>(
    'SELECT id, credential_id, counter, name, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY id',
    [userId],
  );

describe('adding a passkey', () => {
  it('asks for user verification and a discoverable passkey of any kind, and lists it under its name', async () => {
    const userId = await newUser(world.db);
    expect(await hasSecondFactor(world.db, userId)).toBe(false);
    const ceremony = await registrationOptions(world, userId, SITE);
    expect(ceremony.challengeId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ceremony.options).toMatchObject({
      rp: { id: 'localhost', name: 'Meridian' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      excludeCredentials: [],
      timeout: CHALLENGE_TTL_MS,
    });
    // Platform and roaming authenticators alike.
    expect(ceremony.options.authenticatorSelection?.authenticatorAttachment).toBeUndefined();
    const device = new SoftAuthenticator();
    const { response } = device.register(ceremony.options, AT_SITE);
    const added = await addPasskey(world, {
      userId,
      challengeId: ceremony.challengeId,
      name: 'Work laptop',
      response,
      stepUpToken: undefined,
      context: PHONE,
    });
    expect(added).toEqual({ id: added.id, name: 'Work laptop', createdAt: new Date(world.clock.now()), lastUsedAt: null });
    expect(await passkeysOf(world.db, userId)).toEqual([added]);
    expect(await hasSecondFactor(world.db, userId)).toBe(true);
    expect((await securityEvents(world.db, userId)).at(-1)).toEqual({ event: SECURITY_EVENT.PASSKEY_ADDED, detail: { id: added.id } });
    // The same user handle every time, and the user's passkeys excluded from the next registration.
    const next = await registrationOptions(world, userId, SITE);
    expect(next.options.user.id).toBe(ceremony.options.user.id);
    expect(next.options.excludeCredentials).toEqual([{ id: response.id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
  });

  it('needs a step-up of kind second_factor once the account has a second factor; without one nothing changes', async () => {
    const { userId } = await userWithPasskey();
    const device = new SoftAuthenticator();
    const ceremony = await registrationOptions(world, userId, SITE);
    const { response } = device.register(ceremony.options, AT_SITE);
    const adding = (stepUpToken: string | undefined) =>
      addPasskey(world, { userId, challengeId: ceremony.challengeId, name: 'YubiKey', response, stepUpToken, context: PHONE });
    const refused = await adding(undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StepUpRefused);
    expect((refused as StepUpRefused).reason).toBe(STEP_UP_REFUSAL.MISSING);
    expect(await storedPasskeys(userId)).toHaveLength(1);
    expect((await securityEvents(world.db, userId)).at(-1)?.event).toBe(SECURITY_EVENT.STEP_UP_REFUSED);
    // The challenge was not spent: the same answer goes through with a token.
    await adding((await secondFactorToken(userId)).token);
    expect((await passkeysOf(world.db, userId)).map((passkey) => passkey.name)).toEqual(['iPhone', 'YubiKey']);
  });

  it('refuses an answer for another origin or without user verification, spends its challenge and logs it', async () => {
    const userId = await newUser(world.db);
    const device = new SoftAuthenticator();
    for (const ceremony of [{ origin: 'http://evil.example' }, { ...AT_SITE, verified: false }]) {
      const made = await registrationOptions(world, userId, SITE);
      const { response } = device.register(made.options, ceremony);
      const adding = () =>
        addPasskey(world, { userId, challengeId: made.challengeId, name: 'Key', response, stepUpToken: undefined, context: PHONE });
      const refused = await refusal(adding());
      expect(refused.descriptor).toBe(messages.passkeyNotVerified);
      expect((await securityEvents(world.db, userId)).at(-1)).toEqual({
        event: SECURITY_EVENT.PASSKEY_NOT_ADDED,
        detail: { reason: 'wrong' },
      });
      expect((await refusal(adding())).descriptor).toBe(messages.passkeyChallengeUsed);
    }
    expect(await storedPasskeys(userId)).toEqual([]);
  });

  it('refuses a credential another account has, and more than the most an account may have', async () => {
    const { passkey } = await userWithPasskey();
    const other = await newUser(world.db);
    const made = await registrationOptions(world, other, SITE);
    // With attestation "none" anyone can answer with a credential id of their choosing, and a key of their own.
    const { response } = new SoftAuthenticator().register(made.options, { ...AT_SITE, credentialId: passkey.id });
    await expect(
      addPasskey(world, { userId: other, challengeId: made.challengeId, name: 'Key', response, stepUpToken: undefined, context: PHONE }),
    ).rejects.toMatchObject({ code: CODE.SECOND_FACTOR_STATE, descriptor: messages.passkeyAlreadyAdded });

    const full = await newUser(world.db);
    const rows = Array.from({ length: MAX_PASSKEYS }, (_, index) => index);
    for (const index of rows) {
      await world.db.query(
        `INSERT INTO passkeys (user_id, credential_id, public_key, counter, name, created_at) VALUES ($1, $2, '\\x00', 0, 'Key', now())`,
        [full, `full-${full}-${index}`],
      );
    }
    await expect(registrationOptions(world, full, SITE)).rejects.toMatchObject({
      code: CODE.SECOND_FACTOR_STATE,
      descriptor: messages.passkeyTooMany,
      values: { max: MAX_PASSKEYS },
    });
  });

  it('is refused to a demo account (2001)', async () => {
    const demo = await newUser(world.db, { demo: true });
    await expect(registrationOptions(world, demo, SITE)).rejects.toMatchObject({ code: CODE.ONLY_REAL_ACCOUNT });
    expect(await world.db.query('SELECT 1 FROM webauthn_challenges WHERE user_id = $1', [demo])).toEqual([]);
  });
});

describe('removing a passkey', () => {
  it("removes the user's own, and refuses another user's as not found with nothing changed", async () => {
    const owner = await userWithPasskey();
    const stranger = await userWithPasskey();
    const [theirs] = await passkeysOf(world.db, stranger.userId);
    const before = await storedPasskeys(stranger.userId);
    await expect(world.db.transaction((tx) => removePasskey(tx, world.clock, owner.userId, theirs!.id, PHONE))).rejects.toMatchObject({
      code: CODE.NOT_FOUND,
    });
    expect(await storedPasskeys(stranger.userId)).toEqual(before);
    const [mine] = await passkeysOf(world.db, owner.userId);
    await world.db.transaction((tx) => removePasskey(tx, world.clock, owner.userId, mine!.id, PHONE));
    expect(await passkeysOf(world.db, owner.userId)).toEqual([]);
    expect((await securityEvents(world.db, owner.userId)).at(-1)).toEqual({
      event: SECURITY_EVENT.PASSKEY_REMOVED,
      detail: { id: mine!.id, factor: 'passkey' },
    });
  });

  it('takes the recovery codes with the last second factor', async () => {
    const { userId } = await userWithPasskey();
    await world.db.transaction((tx) => replaceRecoveryCodes(tx, world.clock, userId));
    expect(await recoveryCodesLeft(world.db, userId)).toBe(RECOVERY_CODE_COUNT);
    const [only] = await passkeysOf(world.db, userId);
    await world.db.transaction((tx) => removePasskey(tx, world.clock, userId, only!.id, PHONE));
    expect(await hasSecondFactor(world.db, userId)).toBe(false);
    expect(await recoveryCodesLeft(world.db, userId)).toBe(0);
  });
});

describe('using a passkey', () => {
  it('is accepted for its user: the counter moves on and its last use is kept', async () => {
    const { userId, device } = await userWithPasskey();
    const ceremony = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device);
    expect(ceremony.options).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: CHALLENGE_TTL_MS });
    expect(ceremony.options.allowCredentials?.map((credential) => credential.id)).toEqual([device.passkeys[0]!.id]);
    const outcome = await check(CHALLENGE_PURPOSE.STEP_UP, userId, ceremony);
    expect(outcome).toEqual({ verified: { userId, passkeyId: expect.any(Number) as number } });
    expect(await storedPasskeys(userId)).toMatchObject([
      { counter: expect.anything() as unknown, last_used_at: new Date(world.clock.now()) },
    ]);
    expect(Number((await storedPasskeys(userId))[0]!.counter)).toBe(1);
  });

  it('refuses the same assertion twice (its challenge is spent), and logs it', async () => {
    const { userId, device } = await userWithPasskey();
    const ceremony = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device);
    await check(CHALLENGE_PURPOSE.STEP_UP, userId, ceremony);
    const replayed = await refusedCheck(check(CHALLENGE_PURPOSE.STEP_UP, userId, ceremony));
    expect(replayed.descriptor).toBe(messages.passkeyChallengeUsed);
    expect((await securityEvents(world.db, userId)).at(-1)).toEqual({
      event: SECURITY_EVENT.SECOND_FACTOR_FAILED,
      detail: { for: 'test', factor: 'passkey', reason: 'replayed' },
    });
  });

  it('refuses an assertion whose counter did not move on (a replay or a clone), where the authenticator counts', async () => {
    const { userId, device, passkey } = await userWithPasskey();
    await check(CHALLENGE_PURPOSE.STEP_UP, userId, await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device));
    const made = await assertionOptions(world, { purpose: CHALLENGE_PURPOSE.STEP_UP, userId, relyingParty: SITE });
    // A right signature over a new challenge, with the count of the last use.
    const response = device.assert(made.options, { ...AT_SITE, counter: passkey.counter });
    const refused = await refusedCheck(
      check(CHALLENGE_PURPOSE.STEP_UP, userId, { challengeId: made.challengeId, response, options: made.options }),
    );
    expect(refused.descriptor).toBe(messages.passkeyReplayed);
    expect(refused.reason).toBe('replayed');
    expect(Number((await storedPasskeys(userId))[0]!.counter)).toBe(1);
    expect((await securityEvents(world.db, userId)).at(-1)?.detail).toEqual({ for: 'test', factor: 'passkey', reason: 'replayed' });
  });

  it('accepts, time after time, an authenticator that does not count', async () => {
    const { userId, device } = await userWithPasskey({ counts: false });
    for (let use = 0; use < 3; use += 1) {
      expect(await check(CHALLENGE_PURPOSE.STEP_UP, userId, await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device))).toHaveProperty(
        'verified',
      );
    }
  });

  it('refuses a challenge 5 minutes old on the clock, and takes one a moment younger', async () => {
    const { userId, device } = await userWithPasskey();
    const young = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device);
    const old = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device);
    world.clock.advance(CHALLENGE_TTL_MS - 1);
    expect(await check(CHALLENGE_PURPOSE.STEP_UP, userId, young)).toHaveProperty('verified');
    world.clock.advance(1);
    const expired = await refusedCheck(check(CHALLENGE_PURPOSE.STEP_UP, userId, old));
    expect(expired.descriptor).toBe(messages.passkeyChallengeExpired);
    expect(expired.reason).toBe('expired');
  });

  it("refuses another user's passkey, and another user's challenge", async () => {
    const owner = await userWithPasskey();
    const stranger = await userWithPasskey();
    // The stranger's passkey answering the owner's challenge.
    const made = await assertionOptions(world, { purpose: CHALLENGE_PURPOSE.STEP_UP, userId: owner.userId, relyingParty: SITE });
    const response = stranger.device.assert(made.options, { ...AT_SITE, passkey: stranger.passkey });
    const theirs = await refusedCheck(
      check(CHALLENGE_PURPOSE.STEP_UP, owner.userId, { challengeId: made.challengeId, response, options: made.options }),
    );
    expect(theirs.descriptor).toBe(messages.passkeyUnknown);
    expect((await securityEvents(world.db, owner.userId)).at(-1)?.detail).toEqual({ for: 'test', factor: 'passkey', reason: 'other_user' });
    expect(Number((await storedPasskeys(stranger.userId))[0]!.counter)).toBe(0);
    // The owner's challenge (answered by the owner) sent by the stranger: unknown to the stranger, unspent.
    const ownersCeremony = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, owner.userId, owner.device);
    expect((await refusedCheck(check(CHALLENGE_PURPOSE.STEP_UP, stranger.userId, ownersCeremony))).descriptor).toBe(
      messages.passkeyChallengeUnknown,
    );
    expect(await check(CHALLENGE_PURPOSE.STEP_UP, owner.userId, ownersCeremony)).toHaveProperty('verified');
  });

  it('refuses a challenge of another purpose, which stays good for its own', async () => {
    const { userId, device } = await userWithPasskey();
    const forStepUp = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device);
    const asSecondFactor = await refusedCheck(check(CHALLENGE_PURPOSE.SECOND_FACTOR, userId, forStepUp));
    expect(asSecondFactor.descriptor).toBe(messages.passkeyChallengeOtherPurpose);
    expect(asSecondFactor.reason).toBe('other_purpose');
    // A sign-in's challenge has no user: a step-up's is no sign-in's.
    expect((await refusedCheck(check(CHALLENGE_PURPOSE.LOGIN, null, forStepUp))).descriptor).toBe(messages.passkeyChallengeUnknown);
    expect(await check(CHALLENGE_PURPOSE.STEP_UP, userId, forStepUp)).toHaveProperty('verified');
  });

  it('refuses a made-up challenge id, a passkey nobody has, and a wrong signature', async () => {
    const { userId, device } = await userWithPasskey();
    const ceremony = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device);
    expect((await refusedCheck(check(CHALLENGE_PURPOSE.STEP_UP, userId, { ...ceremony, challengeId: 'A'.repeat(43) }))).descriptor).toBe(
      messages.passkeyChallengeUnknown,
    );
    const nobodys = { ...ceremony.response, id: 'bm9ib2R5', rawId: 'bm9ib2R5' };
    expect((await refusedCheck(check(CHALLENGE_PURPOSE.STEP_UP, userId, { ...ceremony, response: nobodys }))).descriptor).toBe(
      messages.passkeyUnknown,
    );
    const another = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device);
    const forged = { ...another.response, response: { ...another.response.response, signature: ceremony.response.response.signature } };
    expect((await refusedCheck(check(CHALLENGE_PURPOSE.STEP_UP, userId, { ...another, response: forged }))).descriptor).toBe(
      messages.passkeyNotVerified,
    );
  });

  it('is refused options when the user has no passkey (9003)', async () => {
    const userId = await newUser(world.db);
    await expect(assertionOptions(world, { purpose: CHALLENGE_PURPOSE.STEP_UP, userId, relyingParty: SITE })).rejects.toMatchObject({
      code: CODE.SECOND_FACTOR_STATE,
      descriptor: messages.passkeyNone,
    });
  });
});

describe('signing in with a passkey', () => {
  it('without a password: any discoverable passkey names its user, and a session opens', async () => {
    const { userId, device } = await userWithPasskey();
    const made = await passkeySignInOptions(world, SITE);
    expect(made.options.allowCredentials).toBeUndefined();
    const response = device.assert(made.options, AT_SITE);
    const signedIn = await signInWithPasskey(world, { challengeId: made.challengeId, response, context: PHONE });
    expect(signedIn.user.id).toBe(userId);
    expect(signedIn.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await world.db.query('SELECT user_id FROM sessions WHERE user_id = $1', [userId])).toHaveLength(1);
    // Its challenge is spent.
    await expect(signInWithPasskey(world, { challengeId: made.challengeId, response, context: PHONE })).rejects.toMatchObject({
      descriptor: messages.passkeyChallengeUsed,
    });
  });

  it('refuses a user handle that is not the owner’s, and a suspended account with nothing changed', async () => {
    const { userId, device } = await userWithPasskey();
    const made = await passkeySignInOptions(world, SITE);
    const response = device.assert(made.options, AT_SITE);
    const otherHandle = { ...response, response: { ...response.response, userHandle: 'c29tZW9uZS1lbHNl' } };
    await expect(signInWithPasskey(world, { challengeId: made.challengeId, response: otherHandle, context: PHONE })).rejects.toMatchObject({
      descriptor: messages.passkeyNotVerified,
    });

    await world.db.query('UPDATE users SET suspended_at = now() WHERE id = $1', [userId]);
    const again = await passkeySignInOptions(world, SITE);
    const before = await storedPasskeys(userId);
    await expect(
      signInWithPasskey(world, { challengeId: again.challengeId, response: device.assert(again.options, AT_SITE), context: PHONE }),
    ).rejects.toMatchObject({ code: CODE.ACCOUNT_SUSPENDED });
    expect(await storedPasskeys(userId)).toEqual(before);
    expect(await world.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [userId])).toEqual([]);
  });
});

describe("a password sign-in's second factor by passkey", () => {
  it('is verified for the user, and refused for a step-up challenge or another user', async () => {
    const { userId, device } = await userWithPasskey();
    const stranger = await userWithPasskey();
    const made = await passkeySecondFactorOptions(world, userId, SITE);
    const response = device.assert(made.options, AT_SITE);
    await expect(
      verifyPasskeySecondFactor(world, { userId: stranger.userId, challengeId: made.challengeId, response, context: PHONE }),
    ).rejects.toMatchObject({ descriptor: messages.passkeyChallengeUnknown });
    expect(await verifyPasskeySecondFactor(world, { userId, challengeId: made.challengeId, response, context: PHONE })).toEqual({
      factor: 'passkey',
      passkeyId: expect.any(Number) as number,
    });
    const stepUp = await ceremonyFor(CHALLENGE_PURPOSE.STEP_UP, userId, device);
    const refused = await refusal(
      verifyPasskeySecondFactor(world, { userId, challengeId: stepUp.challengeId, response: stepUp.response, context: PHONE }),
    );
    expect(refused.descriptor).toBe(messages.passkeyChallengeOtherPurpose);
    expect((await securityEvents(world.db, userId)).at(-1)?.detail).toEqual({ for: 'sign_in', factor: 'passkey', reason: 'other_purpose' });
  });
});
