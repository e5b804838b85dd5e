import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RiskFigure } from '../../../common/api/admin-protection';
import type { RiskWarning } from '../../../common/api/protection';
import { RISK_FIGURE_INTERVAL_MS } from '../../../common/protection';
import { riskFigureJob } from '../../../server/protection/risk-figure';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { jsonCall, jsonOk, toContractAccount } from '../helpers/protection';
import { BTCUSDT, demoTrader, tick, trade, type Trader } from '../helpers/trading';
import { deposit, operatorToken, realUser } from '../helpers/wallet';

// The risk warning's figure (issue 38), worked by hand: of the retail customers who closed CFD positions in the last
// 12 months, the share whose net result, opening fees included, is below zero. Demo accounts and professional clients
// are not counted. The leader's job computes it when none exists and again once a quarter has passed; an operator may
// ask at any time; every computation is kept, and the warning shows the newest.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }), 'the operator');
const noFence = () => Promise.resolve();
const runJob = () => riskFigureJob.run(app.database.db, app.clock, noFence);

async function customerWithPosition(name: string): Promise<Trader & { id: number }> {
  const user = await realUser(app, `${name}-${randomUUID().slice(0, 6)}@example.com`);
  await deposit(app, user, operator.token, '500.00');
  await toContractAccount(app, user.token, '400.00');
  return { ...user, id: await open(user) };
}

async function open(trader: Trader): Promise<number> {
  const opened = await trade<{ Id: number }>(app, trader, 'submit', { type: 1, cont: '0.01', forex_id: BTCUSDT, status: 1, multiple: 20 });
  expect(opened.code, opened.msg).toBe(1);
  return opened.data.Id;
}

async function close(trader: Trader, id: number): Promise<void> {
  const closed = await trade(app, trader, 'close', { id });
  expect(closed.code, closed.msg).toBe(1);
}

describe('the risk warning figure', () => {
  it('counts retail customers with closed positions, by their net result with costs, as the job and an operator compute it', async () => {
    const before = await jsonOk<RiskWarning>(app, null, 'GET', '/api/risk/warning');
    expect(before).toMatchObject({ style: 'full', percent: null, as_of: null });
    expect(before.text).toContain('CFDs are complex instruments');
    expect(before.text).not.toContain('%');

    await tick(app, BTCUSDT, '67000.00');
    const losers = [await customerWithPosition('loser-a'), await customerWithPosition('loser-b')];
    const winner = await customerWithPosition('winner');
    // A winner by 9.98 once its 0.02 fee is paid: 10.00 up, fee included it still made money.
    const professional = await customerWithPosition('professional');
    const decided = await jsonCall(app, operator.token, 'POST', '/admin/api/protection/category', {
      id: professional.userId,
      category: 'professional',
      reason: 'Per se professional: investment firm',
    });
    expect(decided.code, decided.msg).toBe(1);
    const demo = await demoTrader(app);
    const demoOrder = await open(demo);
    // A customer who only breaks even on the price loses by the fee: counted as losing.
    const evenMoney = await customerWithPosition('even');
    await close(evenMoney, evenMoney.id);

    await tick(app, BTCUSDT, '66000.00');
    for (const loser of losers) await close(loser, loser.id);
    await close(professional, professional.id);
    await close(demo, demoOrder);
    await tick(app, BTCUSDT, '68000.00');
    await close(winner, winner.id);

    await runJob();
    const [first] = await jsonOk<RiskFigure[]>(app, operator.token, 'GET', '/admin/api/protection/risk_figures');
    // Counted: the two losers, the even one (down by its fee) and the winner; not the professional, not the demo.
    expect(first).toMatchObject({ accounts: 4, losing_accounts: 3, percent: '75.00', operator_email: null, window_end: app.clock.now() });
    const warning = await jsonOk<RiskWarning>(app, null, 'GET', '/api/risk/warning');
    expect(warning).toMatchObject({ percent: '75.00', as_of: app.clock.now() });
    expect(warning.text).toContain('75.00% of retail investor accounts lose money when trading CFDs with this provider');
    const short = await jsonOk<RiskWarning>(app, null, 'GET', '/api/risk/warning', { country: 'DE' });
    expect(short.style).toBe('full');

    // The job does not compute again within the quarter; once it has passed, it does.
    // (An operator's session idles out over such spans: each look is a fresh sign-in.)
    const figures = async () => jsonOk<RiskFigure[]>(app, await operatorToken(app), 'GET', '/admin/api/protection/risk_figures');
    // Leaps: a quarter or a year of the app's one-second timers, fired one by one, took most of a minute.
    app.clock.leap(RISK_FIGURE_INTERVAL_MS - 1);
    await runJob();
    expect(await figures()).toHaveLength(1);
    app.clock.advance(1);
    await runJob();
    expect(await figures()).toHaveLength(2);

    // Twelve months after the closes, they are out of the window: no account counted, and the warning has no figure.
    app.clock.leap(366 * 24 * 60 * 60 * 1000);
    const operatorNow = await operatorToken(app);
    const recomputed = await jsonOk<RiskFigure[]>(app, operatorNow, 'POST', '/admin/api/protection/risk_figures/recompute');
    expect(recomputed).toHaveLength(3);
    expect(recomputed[0]).toMatchObject({ accounts: 0, losing_accounts: 0, percent: '0.00' });
    expect(recomputed[0]?.operator_email).toMatch(/@example\.com$/);
    expect(await jsonOk<RiskWarning>(app, null, 'GET', '/api/risk/warning')).toMatchObject({ percent: null, as_of: null });
  });
});
