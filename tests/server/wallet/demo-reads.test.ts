import { describe, expect, it } from 'vitest';
import type { AccountBalance, LedgerPage } from '../../../common/api/wallet';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { demoTrader, EURUSD, openPosition, tick, trade } from '../helpers/trading';
import { moneyCall, uploadedUrl } from '../helpers/wallet';

// Issue 19, item 1: a demo user sees their accounts and the ledger of their demo trades (the spec refuses them only
// deposit, withdrawal, transfer, identity, invite and password reset), while money still cannot leave or enter.

const app = appForTests();
const demo = madeBeforeTests(async () => {
  const trader = await demoTrader(app);
  await tick(app, EURUSD, '1.10000');
  const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
  expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
  return trader;
});

describe('a demo user after a demo trade', () => {
  it("reads their accounts, the contract account showing the trade's fee", async () => {
    const answer = await call<AccountBalance[]>(app, 'GET', '/v2/api/main/wallet/getBalance', {}, auth(demo.token));
    expect(answer.code).toBe(CODE.OK);
    const forex = answer.data.find((account) => account.type === 'forex');
    expect(forex?.lockBalance).toBe('0.00');
    expect(forex && Number(forex.balance)).toBeLessThan(10_000);
  });

  it('reads the ledger with the trade in it, in all accounts and in the contract account alone', async () => {
    const all = await call<LedgerPage>(app, 'GET', '/v2/api/main/accountLog/list', {}, auth(demo.token));
    expect(all.code).toBe(CODE.OK);
    const contract = await call<LedgerPage>(app, 'GET', '/v2/api/main/accountLog/forexChange', {}, auth(demo.token));
    expect(contract.code).toBe(CODE.OK);
    // The opening (margin held, fee) and the closing leave entries beyond the three opening credits.
    expect(all.data.total).toBeGreaterThan(3);
    expect(contract.data.list.length).toBeGreaterThan(0);
    expect(contract.data.list.every((entry) => entry.MemoTran.length > 0)).toBe(true);
  });

  it('reads the payout lists and the transfer and deposit records, empty', async () => {
    const lists: [string, Record<string, number>][] = [
      ['/api/account/draw_list', { type: 1 }],
      ['/api/quickCharge/quick_ist', {}],
      ['/api/account/transfer_log', { type: 1 }],
    ];
    for (const [path, params] of lists) {
      const answer = await call<{ list: unknown[] }>(app, 'GET', path, params, auth(demo.token));
      expect(answer.code, path).toBe(CODE.OK);
    }
    const methods = await call<unknown[]>(app, 'GET', '/api/wallet/get_draw_method', { draw_type: 1, draw_id: 1 }, auth(demo.token));
    expect(methods.code).toBe(CODE.OK);
  });

  it('is still refused deposit, withdrawal and transfer', async () => {
    const refused = { code: CODE.ONLY_REAL_ACCOUNT };
    expect(await moneyCall(app, demo.token, '/api/account/transfer', { balance: '1', currency_id: 1, from: 1, to: 2 })).toMatchObject(
      refused,
    );
    const proofImg = await uploadedUrl(app, demo.token);
    expect(await moneyCall(app, demo.token, '/api/quickCharge/wire_submit', { number: '1', proofImg, wire_id: 1 })).toMatchObject(refused);
    expect(await moneyCall(app, demo.token, '/api/account/draw', { draw_currency_id: 1, number: '10', draw_method_id: 1 })).toMatchObject(
      refused,
    );
  });
});
