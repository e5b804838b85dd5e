import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND } from '../../../common/notify';
import { SECURITY_EVENT, type SecurityEvent } from '../../../common/security';
import { inboxPage } from '../../../server/notify/inbox';
import { writeSecurityEvent } from '../../../server/security/security-log';
import { newUser, PHONE, securityWorld } from './world';

// Which security-log events reach the inbox (issues 33 and 34): a sign-in from a new device (not the account's first,
// its registration) and every change of a security setting, written with the log's own entry; not the noise of
// failed codes, step-ups, challenges and set-ups begun.

const world = securityWorld();

const CHANGES: readonly SecurityEvent[] = [
  SECURITY_EVENT.SECOND_FACTOR_ENABLED,
  SECURITY_EVENT.SECOND_FACTOR_DISABLED,
  SECURITY_EVENT.RECOVERY_CODES_REGENERATED,
  SECURITY_EVENT.PASSKEY_ADDED,
  SECURITY_EVENT.PASSKEY_REMOVED,
  SECURITY_EVENT.PASSWORD_CHANGED,
  SECURITY_EVENT.ALLOW_LIST_ON,
  SECURITY_EVENT.ALLOW_LIST_OFF,
  SECURITY_EVENT.PAYOUT_METHOD_ALLOW_LISTED,
  SECURITY_EVENT.ANTI_PHISHING_CODE_CHANGED,
  SECURITY_EVENT.ACCOUNT_FROZEN,
  SECURITY_EVENT.ACCOUNT_UNFROZEN,
  SECURITY_EVENT.SESSIONS_ENDED,
];

async function entriesAfter(event: SecurityEvent, detail: Record<string, string | number | boolean | null> = {}, userId?: number) {
  const user = userId ?? (await newUser(world.db));
  await world.db.transaction((tx) => writeSecurityEvent(tx, world.clock, { userId: user, event, context: PHONE, detail }));
  return (await inboxPage(world.db, user, 1)).data;
}

describe('security events in the inbox', () => {
  it.each(CHANGES)('tells %s as a security change, linking to the log', async (event) => {
    expect(await entriesAfter(event, { factor: 'totp', count: 2 })).toEqual([
      expect.objectContaining({ kind: NOTIFICATION_KIND.SECURITY_CHANGE, detail: { event, factor: 'totp' }, link: '/mine/security/log' }),
    ]);
  });

  it('tells a change without a factor without one', async () => {
    const [entry] = await entriesAfter(SECURITY_EVENT.PASSWORD_CHANGED, { reset: true });
    expect(entry?.detail).toEqual({ event: SECURITY_EVENT.PASSWORD_CHANGED });
  });

  it("tells a sign-in from a new device, not the registration's, with its browser and address, linking to the sessions", async () => {
    const userId = await newUser(world.db);
    // The registration's sign-in is the account's first: nothing told; nor a device seen before.
    expect(await entriesAfter(SECURITY_EVENT.SIGNED_IN, { new_device: true, registration: true }, userId)).toEqual([]);
    expect(await entriesAfter(SECURITY_EVENT.SIGNED_IN, { new_device: false }, userId)).toEqual([]);
    expect(await entriesAfter(SECURITY_EVENT.SIGNED_IN, { new_device: true, factor: 'totp' }, userId)).toEqual([
      expect.objectContaining({
        kind: NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN,
        detail: { user_agent: PHONE.userAgent, address: PHONE.address },
        link: '/mine/security/sessions',
      }),
    ]);
  });

  it.each(Object.values(SECURITY_EVENT).filter((event) => event !== SECURITY_EVENT.SIGNED_IN && !CHANGES.includes(event)))(
    'does not tell %s',
    async (event) => {
      expect(await entriesAfter(event, { factor: 'totp', reason: 'wrong' })).toEqual([]);
    },
  );

  it('records nothing when the event rolls back', async () => {
    const userId = await newUser(world.db);
    await expect(
      world.db.transaction(async (tx) => {
        await writeSecurityEvent(tx, world.clock, { userId, event: SECURITY_EVENT.PASSWORD_CHANGED, context: PHONE });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await inboxPage(world.db, userId, 1)).total).toBe(0);
  });
});
