import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadVapidKeys } from '../../../server/notify/vapid';
import { secretBox } from '../../../server/security/secret-box';
import { auth, call, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';

// The server's VAPID key pair (issue 34): made once and read back the same by every start and node; a pair sealed
// with a secrets key since lost is replaced rather than stopping the server, and the devices subscribed with it are
// dropped (their pushes would be refused), so each shows off and can be turned on again.

const app = appForTests();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the VAPID key pair', () => {
  it('is the one the app started with on every later load with the same secrets key', async () => {
    const { data } = await call<{ key: string }>(
      app,
      'GET',
      '/api/notify/vapid_key',
      {},
      auth((await registerUser(app, 'vapid1@example.com')).token),
    );
    const [row] = await app.database.db.query<{ public_key: string }>('SELECT public_key FROM vapid_keys');
    expect(row?.public_key).toBe(data.key);
  });

  it('is replaced, with every subscribed device dropped, when the stored one was sealed with another key', async () => {
    const { token } = await registerUser(app, 'vapid2@example.com');
    const subscribed = await call(
      app,
      'POST',
      '/api/notify/push_subscribe',
      {
        endpoint: 'https://push.example.com/device-1',
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
      },
      auth(token),
    );
    expect(subscribed.code, subscribed.msg).toBe(1);
    const [before] = await app.database.db.query<{ public_key: string }>('SELECT public_key FROM vapid_keys');

    const otherKey = secretBox(randomBytes(32));
    const replaced = await loadVapidKeys(app.database.db, app.clock, otherKey, silent);
    expect(replaced.publicKey).not.toBe(before?.public_key);
    expect(await app.database.db.query('SELECT id FROM push_subscriptions')).toEqual([]);
    // Read back the same from now on with that key.
    expect(await loadVapidKeys(app.database.db, app.clock, otherKey, silent)).toEqual(replaced);
  });

  it('is the configured pair when one is given, whatever is stored', async () => {
    const configured = { publicKey: 'P'.repeat(87), privateKey: 'Q'.repeat(43) };
    expect(await loadVapidKeys(app.database.db, app.clock, secretBox(randomBytes(32)), silent, configured)).toBe(configured);
  });
});
