import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '../../../common/api/trade';
import type { Envelope } from '../helpers/access';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests } from '../helpers/lifecycle';
import { onPostgres } from '../helpers/test-db';
import type { TestApp } from '../helpers/test-app';
import { auditContract, demoTrader, EURUSD, openPosition, orders, tick, type Trader } from '../helpers/trading';

// Issue #32, defect 1: submits sent while the same user closes positions. The closes change the contract account's
// balance while the submits check it; each submit must fill (where the closes freed the margin first) or be refused
// with 3006, never answer 500. PostgreSQL only: PGlite runs one transaction at a time and hides the race.
// EUR/USD at 1.10000, 100,000 units a lot, leverage 100, fee type 2 (margin x 0.0002):
//   3 lots: margin 3 x 100000 x 1.1 / 100 = 3300.00, fee 0.66: 3300.66 each
//   three of them from the demo's 10000.00: 10000.00 - 9901.98 = 98.02 free, too little for one more
//   each close (at the same price, no profit) frees 3300.00; once all three are closed 10000.00 - 1.98 = 9998.02
//   is free, which three more fit: at most three of the ten submits fill, each taking 3300.66

const ROUNDS = 6;

interface Answer {
  status: number;
  body: Envelope<ForexOrder>;
}

/** A trading call whose HTTP status is kept, not asserted: the race's answers are counted before they are judged. */
async function send(app: TestApp, trader: Trader, path: 'submit' | 'close', params: Record<string, string | number>): Promise<Answer> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  const response = await app.http.inject({
    method: 'GET',
    url: `/v2/api/forex/${path}?${query}`,
    headers: { lang: 'en', authorization: trader.token, 'idempotency-key': randomUUID() },
  });
  return { status: response.statusCode, body: response.json() };
}

describe.skipIf(!onPostgres)('submits while closing on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const app = appForTests();

  it('fills or refuses with 3006 every submit sent while three closes free the margin, never 500', async () => {
    await tick(app, EURUSD, '1.10000');
    const submitted: Answer[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // A new demo trader each round, so every round starts from the same 10000.00.
      const trader = await demoTrader(app);
      const open: ForexOrder[] = [];
      for (let i = 0; i < 3; i++) open.push(await openPosition(app, trader, { type: 1, cont: '3', forex_id: EURUSD }));
      expect(await auditContract(app, trader)).toEqual({ available: '98.02', locked: '9900.00' });
      const [closes, submits] = await Promise.all([
        Promise.all(open.map((order) => send(app, trader, 'close', { id: order.Id }))),
        Promise.all(
          Array.from({ length: 10 }, () => send(app, trader, 'submit', { type: 1, cont: '3', forex_id: EURUSD, status: 1, multiple: 100 })),
        ),
      ]);
      submitted.push(...submits);
      expect(closes.map((answer) => answer.body.code)).toEqual([1, 1, 1]);
      const filled = submits.filter((answer) => answer.body.code === 1).length;
      expect(filled).toBeLessThanOrEqual(3);
      expect((await orders(app, trader, 1)).total).toBe(filled);
      // The balance was never damaged, whatever the answers: the closes paid 3 x 0.66 in fees, each fill 3300.66.
      expect(await auditContract(app, trader)).toEqual({
        available: (10000 - 3 * 0.66 - filled * 3300.66).toFixed(2),
        locked: (filled * 3300).toFixed(2),
      });
      await assertLedgerInvariants(app.database.db, `round ${round}`);
    }
    const counts: Record<string, number> = {};
    for (const { status, body } of submitted)
      counts[`HTTP ${status} code ${body.code}`] = (counts[`HTTP ${status} code ${body.code}`] ?? 0) + 1;
    console.info(`${ROUNDS} rounds of 3 closes and 10 submits: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ 'HTTP 200 code 1': expect.any(Number), 'HTTP 200 code 3006': expect.any(Number) });
  });
});
