import { describe, expect, it } from 'vitest';
import type { CustomerBrief, Dashboard, MoneyFigures } from '../../../common/api/admin-console';
import { ORDER_STATUS } from '../../../common/contract';
import { MONEY_PERIODS } from '../../../common/money-periods';
import type { Page } from '../../../common/api/page';
import { isCustomer } from '../../../server/account/customer-predicate';
import { SIMULATED_CAPITAL, SIMULATED_PROFILES } from '../../../server/copy-trading/simulated/profiles';
import { seedSimulatedTraders, simulatedEmail } from '../../../server/copy-trading/simulated/seed';
import { auth, call } from '../helpers/access';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { demoTrader, EURUSD, openPosition, tick, trade } from '../helpers/trading';
import { deposit, moneyCall, realUser } from '../helpers/wallet';

// Issue 32, defect 4: the simulated traders' starting capital was booked as a 'deposit' from the demo grants' house
// account onto users nothing marked as simulated. It is the house's own money lent to its own accounts: it comes from
// a house account of its own under a cause of its own, the users are marked simulated, and no customer figure moves
// when they are seeded. The app starts without them, so the same figures can be read before and after seeding.
// The checks are soft: each says on its own what it found.

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  finance: await operatorWithRole(app, 'finance'),
  viewer: await operatorWithRole(app, 'viewer'),
}));

/** The simulated traders' user ids, found by their trader card's strategy (how the seed knows them). */
async function simulatedIds(): Promise<number[]> {
  const rows = await app.database.db.query<{ user_id: number }>('SELECT user_id FROM traders WHERE strategy IS NOT NULL ORDER BY user_id');
  return rows.map((row) => row.user_id);
}

async function demoGrants(): Promise<{ available: string; postings: string }> {
  const [row] = await app.database.db.query<{ available: string; postings: string }>(
    `SELECT a.available::text AS available, (SELECT count(*) FROM postings p WHERE p.account_id = a.id)::text AS postings
     FROM ledger_accounts a WHERE a.user_id IS NULL AND a.kind = 'house_demo_grants'`,
  );
  return row!;
}

/**
 * How many customers closed contract orders, and how many of them lost money on them: the risk warning's share of
 * losing accounts (issue 38) is not built yet, so it is counted here the way it is to be, through the predicate.
 */
async function losingShare(): Promise<{ traded: string; losing: string }> {
  const [row] = await app.database.db.query<{ traded: string; losing: string }>(
    `SELECT count(*)::text AS traded, count(*) FILTER (WHERE pnl < 0)::text AS losing
     FROM (SELECT o.user_id, sum(o.realised_pnl) AS pnl FROM contract_orders o
           WHERE o.status = $1 AND o.close_reason <> 'cancelled' AND ${isCustomer('o.user_id')} GROUP BY o.user_id) closed`,
    [ORDER_STATUS.history],
  );
  return row!;
}

/** Every figure the console shows about customers: money over each period, the dashboard's trading, the list. */
async function customerFigures(): Promise<unknown> {
  const token = auth(desk.viewer.token);
  const money: MoneyFigures[] = [];
  for (const period of MONEY_PERIODS) {
    const answer = await call<MoneyFigures>(app, 'GET', '/admin/api/console/dashboard/money', { period }, token);
    expect(answer.code, answer.msg).toBe(1);
    money.push(answer.data);
  }
  const board = await call<Dashboard>(app, 'GET', '/admin/api/console/dashboard', {}, token);
  expect(board.code, board.msg).toBe(1);
  // The feed's last tick and the time are the node's, not customers'.
  const instruments = board.data.instruments.map((row) => {
    const figures: Partial<typeof row> = { ...row };
    delete figures.last_tick_at;
    delete figures.last_price;
    return figures;
  });
  const list = await call<Page<CustomerBrief>>(app, 'GET', '/admin/api/customers', { q: '' }, auth(desk.finance.token));
  expect(list.code, list.msg).toBe(1);
  return { money, instruments, totals: board.data.totals, waiting: board.data.waiting, customers: list.data, losing: await losingShare() };
}

describe('the simulated traders’ capital', () => {
  it('comes from its own house account, under its own cause, and moves no customer figure', async () => {
    // A customer who deposits and loses on a contract, and a demo account that trades beside them.
    const customer = await realUser(app, 'customer@example.com');
    await deposit(app, customer, desk.finance.token, '2000.00');
    const transfer = { balance: '1500', currency_id: 1, from: 1, to: 3 };
    expect((await moneyCall(app, customer.token, '/api/account/transfer', transfer)).code).toBe(1);
    const trader = { token: customer.token, userId: customer.userId };
    await tick(app, EURUSD, '1.10000');
    const position = await openPosition(app, trader, { type: 1, cont: '1', forex_id: EURUSD });
    await tick(app, EURUSD, '1.09900');
    expect((await trade(app, trader, 'close', { id: position.Id })).code).toBe(1);
    const demo = await demoTrader(app);
    await openPosition(app, demo, { type: 2, cont: '1', forex_id: EURUSD });
    const before = await customerFigures();
    expect(before).toMatchObject({ losing: { traded: '1', losing: '1' }, customers: { total: 1 } });
    const grantsBefore = await demoGrants();

    expect(await seedSimulatedTraders(app.database.db, app.clock, app.market)).toBe(SIMULATED_PROFILES.length);
    const ids = await simulatedIds();
    expect(ids).toHaveLength(SIMULATED_PROFILES.length);

    // (a) Their capital: one journal each, from the simulated capital's house account, and never a deposit.
    const deposits = await app.database.db.query("SELECT id FROM journals WHERE cause = 'deposit' AND user_id = ANY($1::int[])", [ids]);
    expect.soft(deposits).toEqual([]);
    const capital = await app.database.db.query<{ user_id: number; cause: string; kind: string; amount: string }>(
      `SELECT j.user_id, j.cause, a.kind, p.amount::text AS amount FROM journals j
       JOIN postings p ON p.journal_id = j.id JOIN ledger_accounts a ON a.id = p.account_id
       WHERE j.user_id = ANY($1::int[]) AND a.user_id IS NULL AND a.kind NOT IN ('house_pnl', 'house_fees')
       ORDER BY j.user_id`,
      [ids],
    );
    expect
      .soft(capital)
      .toEqual(
        ids.map((id) => ({ user_id: id, cause: 'simulated_capital', kind: 'house_simulated_capital', amount: `-${SIMULATED_CAPITAL}` })),
      );
    // The users are marked simulated, and only they.
    const marked = await app.database.db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE simulated ORDER BY id');
    expect.soft(marked.map((row) => row.id)).toEqual(ids);
    expect.soft(marked.map((row) => row.email).sort()).toEqual(SIMULATED_PROFILES.map((profile) => simulatedEmail(profile.key)).sort());

    // (b) The demo grants' account is the demo accounts' alone.
    expect.soft(await demoGrants()).toEqual(grantsBefore);

    // (c) Every customer figure reads the same with the simulated traders as without them (the risk warning's
    // share of losing accounts does not exist yet; it is to count customers through the same predicate).
    expect.soft(await customerFigures()).toEqual(before);

    // An operator still finds a simulated trader by email, marked as such.
    const found = await call<Page<CustomerBrief>>(
      app,
      'GET',
      '/admin/api/customers',
      { q: simulatedEmail(SIMULATED_PROFILES[0]!.key) },
      auth(desk.finance.token),
    );
    expect(found.data.data).toHaveLength(1);
    expect.soft(found.data.data[0]).toMatchObject({ is_demo: false, is_simulated: true });

    // (d) The ledger holds.
    await assertLedgerInvariants(app.database.db);
  });
});
