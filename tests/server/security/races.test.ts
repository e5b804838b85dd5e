import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { RECOVERY_CODE_COUNT, SECURITY_EVENT, STEP_UP_KIND } from '../../../common/security';
import { messages } from '../../../server/i18n/messages';
import { recoveryCodesLeft } from '../../../server/security/recovery-codes';
import { issueStepUp, StepUpRefused, stepUpWithRecoveryCode, stepUpWithTotp, useStepUp } from '../../../server/security/step-up';
import { enableTotp } from '../../../server/security/totp';
import { onPostgres } from '../helpers/test-db';
import { codeAt, nextStep, PHONE, securityEvents, securityWorld, userWithPendingTotp } from './world';

// Account security's races (issue 33), on PostgreSQL, where two transactions really run at once (PGlite runs one at a
// time and hides them): of two requests that would use the same thing, exactly one does, and the other is refused.

const ROUNDS = 5;

describe.skipIf(!onPostgres)('account security races on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const world = securityWorld();

  /** The settled outcomes of two calls started together: how many went through, and the refusals. */
  async function both<T>(one: Promise<T>, two: Promise<T>): Promise<{ fulfilled: T[]; rejected: unknown[] }> {
    const settled = await Promise.allSettled([one, two]);
    return {
      fulfilled: settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
      rejected: settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : [])),
    };
  }

  async function userWithTotp(): Promise<{ userId: number; secret: string; recoveryCodes: string[] }> {
    const { userId, secret } = await userWithPendingTotp(world);
    const { recoveryCodes } = await enableTotp(world, userId, codeAt(world, secret), PHONE);
    nextStep(world);
    return { userId, secret, recoveryCodes };
  }

  it('two enables at once: one turns the app on with one set of ten codes, the other is told it is on', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { userId, secret } = await userWithPendingTotp(world);
      // The same code twice, or the codes of two steps in the window: either way only one enable may happen.
      const second = round % 2 === 0 ? codeAt(world, secret) : codeAt(world, secret, -1);
      const outcome = await both(enableTotp(world, userId, codeAt(world, secret), PHONE), enableTotp(world, userId, second, PHONE));
      expect(outcome.fulfilled).toHaveLength(1);
      expect(outcome.rejected).toEqual([
        expect.objectContaining({ code: CODE.SECOND_FACTOR_STATE, descriptor: messages.totpAlreadyEnabled }),
      ]);
      expect(await recoveryCodesLeft(world.db, userId)).toBe(RECOVERY_CODE_COUNT);
      // The codes left are the ones the winner was shown.
      const [shown] = outcome.fulfilled;
      await stepUpWithRecoveryCode(world, { userId, kind: STEP_UP_KIND.EMAIL, code: shown!.recoveryCodes[0]!, context: PHONE });
      const enabled = (await securityEvents(world.db, userId)).filter((entry) => entry.event === SECURITY_EVENT.SECOND_FACTOR_ENABLED);
      expect(enabled).toHaveLength(1);
    }
  });

  it('one recovery code used twice at once: one confirmation, one refusal, the code spent once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { userId, recoveryCodes } = await userWithTotp();
      const request = { userId, kind: STEP_UP_KIND.WITHDRAWAL, code: recoveryCodes[0]!, context: PHONE };
      const outcome = await both(stepUpWithRecoveryCode(world, request), stepUpWithRecoveryCode(world, request));
      expect(outcome.fulfilled).toHaveLength(1);
      expect(outcome.rejected).toEqual([expect.objectContaining({ code: CODE.CODE_INVALID, descriptor: messages.recoveryCodeWrong })]);
      expect(await recoveryCodesLeft(world.db, userId)).toBe(RECOVERY_CODE_COUNT - 1);
    }
  });

  it('one authenticator code sent twice at once: one confirmation, the other refused as used', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { userId, secret } = await userWithTotp();
      const request = { userId, kind: STEP_UP_KIND.WITHDRAWAL, code: codeAt(world, secret), context: PHONE };
      const outcome = await both(stepUpWithTotp(world, request), stepUpWithTotp(world, request));
      expect(outcome.fulfilled).toHaveLength(1);
      expect(outcome.rejected).toEqual([expect.objectContaining({ code: CODE.CODE_INVALID, descriptor: messages.totpCodeUsed })]);
    }
  });

  it('one step-up token spent by two actions at once: one goes ahead, the other is asked to confirm again', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { userId } = await userWithTotp();
      const kind = STEP_UP_KIND.WITHDRAWAL;
      const grant = await world.db.transaction((tx) => issueStepUp(tx, world.clock, { userId, kind, factor: 'totp' }));
      const action = () => world.db.transaction((tx) => useStepUp(tx, world.clock, { userId, kind, token: grant.token }));
      const outcome = await both(action(), action());
      expect(outcome.fulfilled).toHaveLength(1);
      expect(outcome.rejected).toEqual([expect.any(StepUpRefused)]);
      expect(outcome.rejected[0]).toMatchObject({ code: CODE.STEP_UP_REQUIRED, reason: 'used' });
    }
  });
});
