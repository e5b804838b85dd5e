import { beforeAll, describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import { onPostgres } from '../helpers/test-db';
import { appWithDemoTrader, auditContract, EURUSD, orders, tick, trade } from '../helpers/trading';

// Concurrent submits and closes on real PostgreSQL connections: PGlite runs one transaction at a time and would
// hide a race, so this file runs only where TEST_DATABASE_URL points at PostgreSQL (npm test does that).
// EUR/USD at 1.10000, 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002):
//   8 lots: margin 8 x 100000 x 1.1 / 100 = 8800.00, fee 1.76: needs 8801.76 of the 10000.00 free; only one fits
//   10000.00 - 8801.76 = 1198.24 available, 8800.00 locked
//   closed at 1.10010: profit 0.0001 x 800000 = 80.00: 1198.24 + 8800.00 + 80.00 = 10078.24 available (once)

describe.skipIf(!onPostgres)('concurrent submits on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const { app, trader } = appWithDemoTrader();

  beforeAll(async () => {
    await tick(app, EURUSD, '1.10000');
  });

  it('opens exactly one of 50 simultaneous submits that each need most of the free margin', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        trade<ForexOrder>(app, trader, 'submit', { type: 1, cont: '8', forex_id: EURUSD, status: 1, multiple: 100 }),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.filter((code) => code === 3006)).toHaveLength(49);
    expect((await orders(app, trader, 1)).total).toBe(1);
    const [negative] = await app.database.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM ledger_accounts WHERE user_id IS NOT NULL AND (available < 0 OR locked < 0)',
    );
    expect(negative?.n).toBe('0');
    expect(await auditContract(app, trader)).toEqual({ available: '1198.24', locked: '8800.00' });
  });

  it('closes it once for 20 simultaneous closes', async () => {
    const [order] = (await orders(app, trader, 1)).data;
    app.clock.advance(500);
    await tick(app, EURUSD, '1.10010');
    const answers = await Promise.all(Array.from({ length: 20 }, () => trade<ForexOrder>(app, trader, 'close', { id: order!.Id })));
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 3007)).toHaveLength(19);
    expect(await auditContract(app, trader)).toEqual({ available: '10078.24', locked: '0.00' });
  });

  it('opens one order for 10 simultaneous sends with one key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        trade<ForexOrder>(
          app,
          trader,
          'submit',
          { type: 1, cont: '0.1', forex_id: EURUSD, status: 1, multiple: 100 },
          'same-key-race-0001',
        ),
      ),
    );
    // Each answer is the first one's, or "still being handled" (3008) while it ran.
    const succeeded = answers.filter((answer) => answer.code === 1);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(succeeded.map((answer) => answer.data.Id)).size).toBe(1);
    expect(answers.every((answer) => answer.code === 1 || answer.code === 3008)).toBe(true);
    expect((await orders(app, trader, 1)).total).toBe(1);
    // Margin 0.1 x 100000 x 1.10010 / 100 = 110.01, fee 0.022002 -> 0.02: 10078.24 - 110.03 = 9968.21.
    expect(await auditContract(app, trader)).toEqual({ available: '9968.21', locked: '110.01' });
  });
});
