import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { FREEZE_VIA, freezeAccount } from '../../../server/security/freeze';
import { NO_CONTEXT } from '../../../server/security/security-log';
import { requestWithdrawal } from '../../../server/wallet/withdrawals';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import { matured, operatorToken } from '../helpers/wallet';
import { fundedUser, newMethod } from './safeguard-calls';

// A withdrawal racing a freeze (issue 33), on PostgreSQL, where two transactions really run at once (PGlite runs one
// at a time and hides the race): the withdrawal either happens wholly before the freeze, or is refused (9005); never
// after it. The withdrawal holds the user's row FOR SHARE in its transaction; the freeze updates that row.

const ROUNDS = 8;
const FREEZE = { via: FREEZE_VIA.APP, context: NO_CONTEXT };

describe.skipIf(!onPostgres)('a withdrawal racing a freeze on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();
  const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }), 'the operator');

  async function readyUser() {
    const user = await fundedUser(app, operator.token, 'race');
    const methodId = await matured(app, await newMethod(app, user.token));
    const request = { currencyId: 1, number: '20.00', memo: '', methodId };
    return { userId: user.userId, request };
  }

  const withdrawalsOf = async (userId: number) =>
    Number((await app.database.db.query<{ n: string }>('SELECT count(*) AS n FROM withdrawals WHERE user_id = $1', [userId]))[0]?.n);

  /** A gate a transaction waits at, and whether it reached it. */
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const state = { reached: false };
    return { opened, open, state };
  }

  const soon = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function reached(state: { reached: boolean }): Promise<void> {
    for (let waited = 0; !state.reached; waited += 10) {
      if (waited > 10_000) throw new Error('the transaction never reached its gate');
      await soon(10);
    }
  }

  it('started together: the freeze always happens; the withdrawal happens before it or is refused', async () => {
    const db = app.database.db;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { userId, request } = await readyUser();
      const withdrawal = requestWithdrawal(db, app.clock, userId, request);
      const freeze = freezeAccount(db, app.clock, userId, FREEZE);
      const [withdrawn, frozen] = await Promise.allSettled([withdrawal, freeze]);
      expect(frozen.status).toBe('fulfilled');
      if (withdrawn.status === 'rejected') {
        expect(withdrawn.reason).toMatchObject({ code: CODE.ACCOUNT_FROZEN });
        expect(await withdrawalsOf(userId)).toBe(0);
      } else {
        expect(await withdrawalsOf(userId)).toBe(1);
      }
    }
  });

  it('a freeze waits for a withdrawal under way, which happens before it', async () => {
    const db = app.database.db;
    const { userId, request } = await readyUser();
    const { opened, open, state } = gate();
    const withdrawal = db.transaction(async () => {
      const row = await requestWithdrawal(db, app.clock, userId, request);
      state.reached = true;
      await opened;
      return row;
    });
    await reached(state);
    let frozen = false;
    const freeze = freezeAccount(db, app.clock, userId, FREEZE).then(() => (frozen = true));
    await soon(300);
    expect(frozen).toBe(false);
    open();
    await withdrawal;
    await freeze;
    expect(frozen).toBe(true);
    expect(await withdrawalsOf(userId)).toBe(1);
  });

  it('a withdrawal waits for a freeze under way, and is then refused', async () => {
    const db = app.database.db;
    const { userId, request } = await readyUser();
    const { opened, open, state } = gate();
    const freeze = db.transaction(async () => {
      await freezeAccount(db, app.clock, userId, FREEZE);
      state.reached = true;
      await opened;
    });
    await reached(state);
    let settled = false;
    const withdrawal = requestWithdrawal(db, app.clock, userId, request).finally(() => (settled = true));
    await soon(300);
    expect(settled).toBe(false);
    open();
    await freeze;
    await expect(withdrawal).rejects.toMatchObject({ code: CODE.ACCOUNT_FROZEN });
    expect(await withdrawalsOf(userId)).toBe(0);
  });
});
