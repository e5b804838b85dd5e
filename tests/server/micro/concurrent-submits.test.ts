import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../helpers/access';
import { microOrders, microSubmit, optionAccount } from '../helpers/micro';
import { onPostgres } from '../helpers/test-db';
import { appWithDemoTrader, EURUSD, tick } from '../helpers/trading';

// Option submits racing the option account's balance, on real PostgreSQL connections (PGlite runs one transaction
// at a time and would hide the race). The demo option account holds 10000.00; each submit stakes 6000.00, so only
// one fits: 4000.00 stays available and 6000.00 is locked.

describe.skipIf(!onPostgres)('concurrent option submits on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('places exactly one of 50 simultaneous submits that each need most of the balance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => microSubmit(app, trader, { forex_id: EURUSD, type: 1, number: '6000', seconds: 60 })),
    );
    const placed = answers.filter((answer) => answer.code === 1);
    expect(placed).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 2008)).toHaveLength(49);
    expect((await microOrders(app, trader, 1)).total).toBe(1);
    expect(await optionAccount(app, trader)).toEqual({ available: '4000.00', locked: '6000.00' });
    const [negative] = await app.database.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM ledger_accounts WHERE user_id IS NOT NULL AND (available < 0 OR locked < 0)',
    );
    expect(negative?.n).toBe('0');
    await expectLedgerBalanced(app.database.db);
  });

  it('places one order for 10 simultaneous sends with one key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        microSubmit(app, trader, { forex_id: EURUSD, type: 2, number: '100', seconds: 60 }, 'micro-same-key-0001'),
      ),
    );
    // Each answer is the first one's, or "still being handled" (3008) while it ran.
    const placed = answers.filter((answer) => answer.code === 1);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.data.Id)).size).toBe(1);
    expect(answers.every((answer) => answer.code === 1 || answer.code === 3008)).toBe(true);
    expect((await microOrders(app, trader, 1)).total).toBe(2);
    expect(await optionAccount(app, trader)).toEqual({ available: '3900.00', locked: '6100.00' });
  });
});
