import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT } from '../../../common/security';
import { InvariantError } from '../../../server/assert';
import { securityLogPage, SECURITY_LOG_PAGE_SIZE, writeSecurityEvent, NO_CONTEXT } from '../../../server/security/security-log';
import { recoveryCodesLeft } from '../../../server/security/recovery-codes';
import { stepUpWithRecoveryCode, stepUpWithTotp, useStepUp } from '../../../server/security/step-up';
import { enableTotp, startTotpSetup } from '../../../server/security/totp';
import { codeAt, newUser, nextStep, PHONE, securityWorld } from './world';

// The security log (issue 33): what happened to an account's security, with device, browser and address, read by its
// owner a page at a time, newest first. It never holds a secret.

const world = securityWorld();

describe('the security log', () => {
  it("reads a user's own entries a page at a time, newest first, entries of one moment the later first", async () => {
    const userId = await newUser(world.db);
    const other = await newUser(world.db);
    const count = SECURITY_LOG_PAGE_SIZE + 5;
    for (let index = 0; index < count; index += 1) {
      // Two entries at each moment, so the order within a moment is tested too.
      if (index % 2 === 0) world.clock.advance(1_000);
      await writeSecurityEvent(world.db, world.clock, {
        userId,
        event: SECURITY_EVENT.STEP_UP_GRANTED,
        context: PHONE,
        detail: { index },
      });
    }
    await writeSecurityEvent(world.db, world.clock, { userId: other, event: SECURITY_EVENT.STEP_UP_GRANTED, context: NO_CONTEXT });

    const first = await securityLogPage(world.db, userId, 1);
    const second = await securityLogPage(world.db, userId, 2);
    expect(first.total).toBe(count);
    expect(second.total).toBe(count);
    const indexes = [...first.data, ...second.data].map((entry) => entry.detail.index);
    expect(indexes).toEqual(Array.from({ length: count }, (_, index) => count - 1 - index));
    expect(first.data).toHaveLength(SECURITY_LOG_PAGE_SIZE);
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      event: SECURITY_EVENT.STEP_UP_GRANTED,
      deviceId: PHONE.deviceId,
      userAgent: PHONE.userAgent,
      address: PHONE.address,
      at: new Date(world.clock.now()),
      detail: { index: count - 1 },
    });
    expect((await securityLogPage(world.db, userId, 3)).data).toEqual([]);
    expect((await securityLogPage(world.db, other, 1)).data.map((entry) => entry.deviceId)).toEqual([null]);
  });

  it('keeps what a client sent at a bounded length, and refuses (as a defect) a detail that is not short', async () => {
    const userId = await newUser(world.db);
    await writeSecurityEvent(world.db, world.clock, {
      userId,
      event: SECURITY_EVENT.STEP_UP_GRANTED,
      context: { deviceId: 'd'.repeat(1_000), userAgent: 'u'.repeat(10_000), address: 'a'.repeat(1_000) },
    });
    const [entry] = (await securityLogPage(world.db, userId, 1)).data;
    expect([entry?.deviceId?.length, entry?.userAgent?.length, entry?.address?.length]).toEqual([128, 512, 64]);
    await expect(
      writeSecurityEvent(world.db, world.clock, {
        userId,
        event: SECURITY_EVENT.STEP_UP_GRANTED,
        context: NO_CONTEXT,
        detail: { note: 'x'.repeat(2_000) },
      }),
    ).rejects.toThrow(InvariantError);
  });

  it('never holds a TOTP secret, a code, a recovery code or a step-up token, whatever happened', async () => {
    const userId = await newUser(world.db);
    const setup = await startTotpSetup(world, userId, PHONE);
    const first = codeAt(world, setup.secret);
    await enableTotp(world, userId, first === '000000' ? '111111' : '000000', PHONE).catch(() => undefined);
    const { recoveryCodes } = await enableTotp(world, userId, first, PHONE);
    nextStep(world);
    const code = codeAt(world, setup.secret);
    const grant = await stepUpWithTotp(world, { userId, kind: 'withdrawal', code, context: PHONE });
    await stepUpWithTotp(world, { userId, kind: 'withdrawal', code, context: PHONE }).catch(() => undefined);
    const recovered = await stepUpWithRecoveryCode(world, { userId, kind: 'email', code: recoveryCodes[0]!, context: PHONE });
    await stepUpWithRecoveryCode(world, { userId, kind: 'email', code: recoveryCodes[0]!, context: PHONE }).catch(() => undefined);
    await world.db.transaction((tx) => useStepUp(tx, world.clock, { userId, kind: 'withdrawal', token: grant.token }));
    expect(await recoveryCodesLeft(world.db, userId)).toBe(recoveryCodes.length - 1);

    const log = JSON.stringify(await world.db.query('SELECT * FROM security_log WHERE user_id = $1', [userId]));
    expect(log.length).toBeGreaterThan(100);
    // Six-digit codes are looked for as whole values, so a time or an id with those digits inside cannot match.
    const secrets = [setup.secret, `"${first}"`, `"${code}"`, grant.token, recovered.token, ...recoveryCodes];
    for (const secret of [...secrets, ...recoveryCodes.map((shown) => shown.replace(/-/g, ''))]) expect(log).not.toContain(secret);
  });
});
