import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { SECURITY_EVENT, STEP_UP_KIND, STEP_UP_KINDS } from '../../../common/security';
import { DomainError } from '../../../server/errors';
import { messages } from '../../../server/i18n/messages';
import { recoveryCodesLeft } from '../../../server/security/recovery-codes';
import {
  issueStepUp,
  logStepUpRefused,
  STEP_UP_REFUSAL,
  STEP_UP_TTL_MS,
  StepUpRefused,
  stepUpWithRecoveryCode,
  stepUpWithTotp,
  useStepUp,
} from '../../../server/security/step-up';
import { enableTotp } from '../../../server/security/totp';
import { codeAt, newUser, nextStep, PHONE, securityEvents, securityWorld, userWithPendingTotp } from './world';

// Step-up (issue 33): a confirmation by a second factor gives a token for one user and one kind of sensitive action,
// good for 5 minutes on the clock and for one use; anything else is refused with 9002 ("confirm it is you") and
// changes nothing.

const world = securityWorld();
const { WITHDRAWAL, PASSWORD } = STEP_UP_KIND;

async function userWithTotp(): Promise<{ userId: number; secret: string; recoveryCodes: string[] }> {
  const { userId, secret } = await userWithPendingTotp(world);
  const { recoveryCodes } = await enableTotp(world, userId, codeAt(world, secret), PHONE);
  nextStep(world);
  return { userId, secret, recoveryCodes };
}

const use = (userId: number, kind: (typeof STEP_UP_KINDS)[number], token: string | undefined) =>
  world.db.transaction((tx) => useStepUp(tx, world.clock, { userId, kind, token }));

async function refusedWith(promise: Promise<unknown>): Promise<StepUpRefused> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StepUpRefused);
  expect((error as StepUpRefused).code).toBe(CODE.STEP_UP_REQUIRED);
  return error as StepUpRefused;
}

describe('a step-up token', () => {
  it('is given for a right code, and allows one action of its kind, once', async () => {
    const { userId, secret } = await userWithTotp();
    const grant = await stepUpWithTotp(world, { userId, kind: WITHDRAWAL, code: codeAt(world, secret), context: PHONE });
    expect(grant.expiresAt.getTime()).toBe(world.clock.now() + STEP_UP_TTL_MS);
    await use(userId, WITHDRAWAL, grant.token);
    const again = await refusedWith(use(userId, WITHDRAWAL, grant.token));
    expect(again.reason).toBe(STEP_UP_REFUSAL.USED);
    expect(again.descriptor).toBe(messages.stepUpRequired);
    // Only its hash is kept.
    expect(JSON.stringify(await world.db.query('SELECT * FROM step_up_tokens WHERE user_id = $1', [userId]))).not.toContain(grant.token);
  });

  it('is good for 5 minutes on the clock and no longer', async () => {
    const { userId } = await userWithTotp();
    const early = await world.db.transaction((tx) => issueStepUp(tx, world.clock, { userId, kind: PASSWORD, factor: 'totp' }));
    const late = await world.db.transaction((tx) => issueStepUp(tx, world.clock, { userId, kind: PASSWORD, factor: 'totp' }));
    world.clock.advance(STEP_UP_TTL_MS - 1);
    await use(userId, PASSWORD, early.token);
    world.clock.advance(1);
    const expired = await refusedWith(use(userId, PASSWORD, late.token));
    expect(expired.reason).toBe(STEP_UP_REFUSAL.EXPIRED);
    expect(expired.descriptor).toBe(messages.stepUpExpired);
  });

  it("is refused for another user and for another kind of action, and stays its owner's for its own kind", async () => {
    const owner = await userWithTotp();
    const stranger = await newUser(world.db);
    const grant = await stepUpWithTotp(world, {
      userId: owner.userId,
      kind: WITHDRAWAL,
      code: codeAt(world, owner.secret),
      context: PHONE,
    });
    expect((await refusedWith(use(stranger, WITHDRAWAL, grant.token))).reason).toBe(STEP_UP_REFUSAL.OTHER_USER);
    for (const kind of STEP_UP_KINDS.filter((other) => other !== WITHDRAWAL)) {
      expect((await refusedWith(use(owner.userId, kind, grant.token))).reason, kind).toBe(STEP_UP_REFUSAL.OTHER_KIND);
    }
    await use(owner.userId, WITHDRAWAL, grant.token);
  });

  it('is refused when missing or made up', async () => {
    const userId = await newUser(world.db);
    expect((await refusedWith(use(userId, WITHDRAWAL, undefined))).reason).toBe(STEP_UP_REFUSAL.MISSING);
    expect((await refusedWith(use(userId, WITHDRAWAL, ''))).reason).toBe(STEP_UP_REFUSAL.MISSING);
    expect((await refusedWith(use(userId, WITHDRAWAL, 'made-up-token'))).reason).toBe(STEP_UP_REFUSAL.UNKNOWN);
  });

  it('stays unspent when the action it allowed is refused for another reason and rolls back', async () => {
    const { userId } = await userWithTotp();
    const grant = await world.db.transaction((tx) => issueStepUp(tx, world.clock, { userId, kind: WITHDRAWAL, factor: 'totp' }));
    const refusedAction = world.db.transaction(async (tx) => {
      await useStepUp(tx, world.clock, { userId, kind: WITHDRAWAL, token: grant.token });
      throw new DomainError(CODE.INSUFFICIENT_FUNDS, messages.notFound);
    });
    await expect(refusedAction).rejects.toMatchObject({ code: CODE.INSUFFICIENT_FUNDS });
    await use(userId, WITHDRAWAL, grant.token);
  });

  it('records a refusal in the security log when the caller writes it after the rollback', async () => {
    const { userId } = await userWithTotp();
    const refused = await refusedWith(use(userId, WITHDRAWAL, 'made-up-token'));
    await logStepUpRefused(world.db, world.clock, userId, refused, PHONE);
    expect((await securityEvents(world.db, userId)).at(-1)).toEqual({
      event: SECURITY_EVENT.STEP_UP_REFUSED,
      detail: { kind: WITHDRAWAL, reason: STEP_UP_REFUSAL.UNKNOWN },
    });
  });
});

describe('confirming it is you', () => {
  it('with a wrong or a used code is refused, gives no token, and is logged each time', async () => {
    const { userId, secret } = await userWithTotp();
    const code = codeAt(world, secret);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(stepUpWithTotp(world, { userId, kind: WITHDRAWAL, code: wrong, context: PHONE })).rejects.toMatchObject({
      code: CODE.CODE_INVALID,
      descriptor: messages.totpCodeWrong,
    });
    await stepUpWithTotp(world, { userId, kind: WITHDRAWAL, code, context: PHONE });
    await expect(stepUpWithTotp(world, { userId, kind: PASSWORD, code, context: PHONE })).rejects.toMatchObject({
      code: CODE.CODE_INVALID,
      descriptor: messages.totpCodeUsed,
    });
    const tokens = await world.db.query('SELECT token_hash FROM step_up_tokens WHERE user_id = $1', [userId]);
    expect(tokens).toHaveLength(1);
    expect((await securityEvents(world.db, userId)).slice(-3)).toEqual([
      { event: SECURITY_EVENT.SECOND_FACTOR_FAILED, detail: { factor: 'totp', reason: 'wrong', kind: WITHDRAWAL } },
      { event: SECURITY_EVENT.STEP_UP_GRANTED, detail: { factor: 'totp', kind: WITHDRAWAL } },
      { event: SECURITY_EVENT.SECOND_FACTOR_FAILED, detail: { factor: 'totp', reason: 'replayed', kind: PASSWORD } },
    ]);
  });

  it('with the authenticator app is refused when the user has none', async () => {
    const userId = await newUser(world.db);
    await expect(stepUpWithTotp(world, { userId, kind: WITHDRAWAL, code: '123456', context: PHONE })).rejects.toMatchObject({
      code: CODE.SECOND_FACTOR_STATE,
      descriptor: messages.totpNotEnabled,
    });
  });

  it('with a recovery code uses it up, and a used or wrong one is refused and logged', async () => {
    const { userId, recoveryCodes } = await userWithTotp();
    const [code] = recoveryCodes as [string];
    const grant = await stepUpWithRecoveryCode(world, { userId, kind: PASSWORD, code, context: PHONE });
    await use(userId, PASSWORD, grant.token);
    expect(await recoveryCodesLeft(world.db, userId)).toBe(recoveryCodes.length - 1);
    await expect(stepUpWithRecoveryCode(world, { userId, kind: PASSWORD, code, context: PHONE })).rejects.toMatchObject({
      code: CODE.CODE_INVALID,
      descriptor: messages.recoveryCodeWrong,
    });
    const events = await securityEvents(world.db, userId);
    expect(events.slice(-3)).toEqual([
      { event: SECURITY_EVENT.RECOVERY_CODE_USED, detail: { left: recoveryCodes.length - 1 } },
      { event: SECURITY_EVENT.STEP_UP_GRANTED, detail: { factor: 'recovery_code', kind: PASSWORD } },
      { event: SECURITY_EVENT.SECOND_FACTOR_FAILED, detail: { factor: 'recovery_code', reason: 'wrong', kind: PASSWORD } },
    ]);
  });
});
