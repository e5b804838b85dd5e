import { Secret, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { RECOVERY_CODE_COUNT, SECURITY_EVENT } from '../../../common/security';
import { DomainError } from '../../../server/errors';
import { messages } from '../../../server/i18n/messages';
import { recoveryCodesLeft } from '../../../server/security/recovery-codes';
import { authenticator, disableTotp, enableTotp, startTotpSetup, totpState, TOTP_CHECK, verifyTotp } from '../../../server/security/totp';
import { codeAt, newUser, nextStep, PHONE, securityEvents, securityWorld, userWithPendingTotp } from './world';

// The authenticator app as a second factor (issue 33): RFC 6238 through otpauth with SHA-1, 6 digits and 30-second
// steps, a step's drift either way accepted, and no code accepted twice. Set-up is pending until a first right code.

const world = securityWorld();

/** What a refusal carries: its code and its message's id. */
async function refusal(promise: Promise<unknown>): Promise<{ code: number; id: string }> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  const domain = error as DomainError;
  return { code: domain.code, id: domain.descriptor.id };
}

const verify = (userId: number, code: string) => world.db.transaction((tx) => verifyTotp(tx, world.clock, world.secrets, userId, code));

async function userWithTotp(): Promise<{ userId: number; secret: string; recoveryCodes: string[] }> {
  const { userId, secret } = await userWithPendingTotp(world);
  const { recoveryCodes } = await enableTotp(world, userId, codeAt(world, secret), PHONE);
  nextStep(world);
  return { userId, secret, recoveryCodes };
}

describe('the TOTP parameters', () => {
  // RFC 6238 appendix B, the SHA-1 rows: the 20-byte ASCII seed "12345678901234567890"; the RFC prints 8 digits,
  // and a 6-digit code is their last six (the same dynamic truncation, modulo 10^6).
  const seed = Secret.fromLatin1('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives the last six digits of %s', (seconds, eightDigits) => {
    expect(authenticator(seed).generate({ timestamp: seconds * 1000 })).toBe(eightDigits.slice(2));
  });

  it('are the ones authenticator apps read from the set-up URI', async () => {
    const userId = await newUser(world.db);
    const setup = await startTotpSetup(world, userId, PHONE);
    const parsed = URI.parse(setup.uri);
    expect(parsed).toMatchObject({ issuer: 'Meridian', algorithm: 'SHA1', digits: 6, period: 30 });
    expect(parsed.label).toMatch(/^security.*@example\.com$/);
    expect((parsed as { secret: Secret }).secret.base32).toBe(setup.secret);
    // 160 bits, base32.
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('setting up the authenticator app', () => {
  it('keeps the secret sealed, pending until a first right code, then on with ten recovery codes', async () => {
    const { userId, secret } = await userWithPendingTotp(world);
    const [row] = await world.db.query<{ secret_sealed: Uint8Array; state: string }>(
      'SELECT secret_sealed, state FROM user_totp WHERE user_id = $1',
      [userId],
    );
    expect(row?.state).toBe('pending');
    expect(Buffer.from(row!.secret_sealed).toString('latin1')).not.toContain(secret);
    expect(await totpState(world.db, userId)).toBe('pending');
    // Pending is not on: no code is checked against it.
    expect(await verify(userId, codeAt(world, secret))).toBe(TOTP_CHECK.NOT_ENABLED);

    const wrong = codeAt(world, secret) === '000000' ? '111111' : '000000';
    expect(await refusal(enableTotp(world, userId, wrong, PHONE))).toEqual({ code: CODE.CODE_INVALID, id: messages.totpCodeWrong.id });
    expect(await totpState(world.db, userId)).toBe('pending');

    const { recoveryCodes } = await enableTotp(world, userId, codeAt(world, secret), PHONE);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(await recoveryCodesLeft(world.db, userId)).toBe(RECOVERY_CODE_COUNT);
    expect(await totpState(world.db, userId)).toBe('enabled');
    expect((await securityEvents(world.db, userId)).map((entry) => entry.event)).toEqual([
      SECURITY_EVENT.TOTP_SETUP_STARTED,
      SECURITY_EVENT.SECOND_FACTOR_FAILED,
      SECURITY_EVENT.SECOND_FACTOR_ENABLED,
    ]);
  });

  it('starting again replaces a pending secret: a code of the first one no longer enables', async () => {
    const { userId, secret: first } = await userWithPendingTotp(world);
    const { secret: second } = await startTotpSetup(world, userId, PHONE);
    expect(second).not.toBe(first);
    const firstCode = codeAt(world, first);
    if (firstCode !== codeAt(world, second)) {
      expect((await refusal(enableTotp(world, userId, firstCode, PHONE))).id).toBe(messages.totpCodeWrong.id);
    }
    await enableTotp(world, userId, codeAt(world, second), PHONE);
    expect(await totpState(world.db, userId)).toBe('enabled');
  });

  it('is refused while the app is on, and enabling is refused when on or never started', async () => {
    const { userId, secret } = await userWithTotp();
    const state = { code: CODE.SECOND_FACTOR_STATE, id: messages.totpAlreadyEnabled.id };
    expect(await refusal(startTotpSetup(world, userId, PHONE))).toEqual(state);
    expect(await refusal(enableTotp(world, userId, codeAt(world, secret), PHONE))).toEqual(state);
    const fresh = await newUser(world.db);
    expect(await refusal(enableTotp(world, fresh, '123456', PHONE))).toEqual({
      code: CODE.SECOND_FACTOR_STATE,
      id: messages.totpNotPending.id,
    });
  });

  it('is not offered to a demo account', async () => {
    const demo = await newUser(world.db, { demo: true });
    expect((await refusal(startTotpSetup(world, demo, PHONE))).code).toBe(CODE.ONLY_REAL_ACCOUNT);
  });
});

describe('checking a code', () => {
  it('accepts the current step and one step either way, not two', async () => {
    const { userId, secret } = await userWithTotp();
    // Two steps past the enabling code's, so the step before now is newer than any accepted.
    nextStep(world);
    expect(await verify(userId, codeAt(world, secret, -2))).toBe(TOTP_CHECK.WRONG);
    expect(await verify(userId, codeAt(world, secret, 2))).toBe(TOTP_CHECK.WRONG);
    expect(await verify(userId, codeAt(world, secret, -1))).toBe(TOTP_CHECK.ACCEPTED);
    expect(await verify(userId, codeAt(world, secret))).toBe(TOTP_CHECK.ACCEPTED);
    expect(await verify(userId, codeAt(world, secret, 1))).toBe(TOTP_CHECK.ACCEPTED);
  });

  it('refuses a code used before, and any code of a step no later than the last accepted one', async () => {
    const { userId, secret } = await userWithTotp();
    const now = codeAt(world, secret);
    expect(await verify(userId, now)).toBe(TOTP_CHECK.ACCEPTED);
    expect(await verify(userId, now)).toBe(TOTP_CHECK.REPLAYED);
    // The step before is still inside the window, but older than the one accepted.
    expect(await verify(userId, codeAt(world, secret, -1))).toBe(TOTP_CHECK.REPLAYED);
    // 25 seconds on, inside the same step: the same code is still refused.
    world.clock.advance(25_000);
    expect(await verify(userId, now)).toBe(TOTP_CHECK.REPLAYED);
    nextStep(world);
    expect(await verify(userId, codeAt(world, secret))).toBe(TOTP_CHECK.ACCEPTED);
  });

  it('refuses the first code again after enabling with it', async () => {
    const { userId, secret } = await userWithPendingTotp(world);
    const first = codeAt(world, secret);
    await enableTotp(world, userId, first, PHONE);
    expect(await verify(userId, first)).toBe(TOTP_CHECK.REPLAYED);
  });

  it('takes spaces in a typed code, and calls anything but six digits wrong (never a fault)', async () => {
    const { userId, secret } = await userWithTotp();
    for (const typed of ['', '12345', '1234567', '12345é', '１２３４５６', 'abcdef', '12 34 5']) {
      expect(await verify(userId, typed), typed).toBe(TOTP_CHECK.WRONG);
    }
    const code = codeAt(world, secret);
    expect(await verify(userId, `${code.slice(0, 3)} ${code.slice(3)}`)).toBe(TOTP_CHECK.ACCEPTED);
  });
});

describe('turning the authenticator app off', () => {
  it('removes it and, with no second factor left, the recovery codes; then it can be set up anew', async () => {
    const { userId } = await userWithTotp();
    await world.db.transaction((tx) => disableTotp(tx, world.clock, userId, PHONE));
    expect(await totpState(world.db, userId)).toBe('off');
    expect(await recoveryCodesLeft(world.db, userId)).toBe(0);
    expect((await securityEvents(world.db, userId)).at(-1)).toEqual({
      event: SECURITY_EVENT.SECOND_FACTOR_DISABLED,
      detail: { factor: 'totp' },
    });
    expect(await refusal(world.db.transaction((tx) => disableTotp(tx, world.clock, userId, PHONE)))).toEqual({
      code: CODE.SECOND_FACTOR_STATE,
      id: messages.totpNotEnabled.id,
    });
    const { secret } = await startTotpSetup(world, userId, PHONE);
    await enableTotp(world, userId, codeAt(world, secret), PHONE);
    expect(await totpState(world.db, userId)).toBe('enabled');
  });
});
