import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { RECOVERY_CODE_COUNT, SECURITY_EVENT } from '../../../common/security';
import { DomainError } from '../../../server/errors';
import { messages } from '../../../server/i18n/messages';
import { recoveryCodesLeft, regenerateRecoveryCodes, useRecoveryCode } from '../../../server/security/recovery-codes';
import { enableTotp } from '../../../server/security/totp';
import { codeAt, newUser, PHONE, securityEvents, securityWorld, userWithPendingTotp } from './world';

// One-time recovery codes (issue 33): ten, shown once, kept hashed, each usable once, and a new set replaces them all.

const world = securityWorld();

async function userWithCodes(): Promise<{ userId: number; codes: string[] }> {
  const { userId, secret } = await userWithPendingTotp(world);
  const { recoveryCodes } = await enableTotp(world, userId, codeAt(world, secret), PHONE);
  return { userId, codes: recoveryCodes };
}

const use = (userId: number, code: string) => world.db.transaction((tx) => useRecoveryCode(tx, world.clock, userId, code));
const regenerate = (userId: number) => world.db.transaction((tx) => regenerateRecoveryCodes(tx, world.clock, userId, PHONE));

describe('recovery codes', () => {
  it('are ten different codes of four groups, kept only as their SHA-256', async () => {
    const { userId, codes } = await userWithCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    const stored = await world.db.query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [userId]);
    const expected = codes.map((code) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex'));
    expect(stored.map((row) => row.code_hash).sort()).toEqual(expected.sort());
    const everything = JSON.stringify(await world.db.query('SELECT * FROM recovery_codes WHERE user_id = $1', [userId]));
    for (const code of codes) expect(everything).not.toContain(code.replace(/-/g, ''));
  });

  it('each work once, typed in any case with or without dashes, and only for their owner', async () => {
    const { userId, codes } = await userWithCodes();
    const other = await userWithCodes();
    const [first, second] = codes as [string, string];
    expect(await use(other.userId, first)).toBe(false);
    expect(await use(userId, first.toLowerCase().replace(/-/g, ' '))).toBe(true);
    expect(await use(userId, first)).toBe(false);
    expect(await use(userId, second.replace(/-/g, ''))).toBe(true);
    expect(await recoveryCodesLeft(world.db, userId)).toBe(RECOVERY_CODE_COUNT - 2);
    expect(await recoveryCodesLeft(world.db, other.userId)).toBe(RECOVERY_CODE_COUNT);
    for (const typed of ['', 'ABCD', `${first}X`, '0000-0000-0000-0000']) expect(await use(userId, typed)).toBe(false);
  });

  it('regenerated, replace every earlier code, used or not', async () => {
    const { userId, codes } = await userWithCodes();
    expect(await use(userId, codes[0]!)).toBe(true);
    const fresh = await regenerate(userId);
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    expect(await recoveryCodesLeft(world.db, userId)).toBe(RECOVERY_CODE_COUNT);
    expect(await use(userId, codes[1]!)).toBe(false);
    expect(await use(userId, fresh[0]!)).toBe(true);
    expect((await securityEvents(world.db, userId)).at(-1)).toEqual({ event: SECURITY_EVENT.RECOVERY_CODES_REGENERATED, detail: {} });
  });

  it('are not handed out to a user with no second factor', async () => {
    const userId = await newUser(world.db);
    const error = await regenerate(userId).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: CODE.SECOND_FACTOR_STATE, descriptor: messages.totpNotEnabled });
    expect(await recoveryCodesLeft(world.db, userId)).toBe(0);
  });
});
