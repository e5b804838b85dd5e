import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { demoTrader } from '../helpers/trading';
import { balances, moneyCall, PAYEE_TRON_ADDRESS, uploadedUrl } from '../helpers/wallet';

// Demo users may trade but not move real money or prove who they are (spec sections 5 and 6): transfer, real-name,
// charge and withdraw answer "only true account" and change nothing.

const app = appForTests();
const demo = madeBeforeTests(() => demoTrader(app));

const ONLY_REAL = {
  code: CODE.ONLY_REAL_ACCOUNT,
  msg: 'This is a demo account. Register or log in to a real account to use this.',
  data: null,
};

describe('a demo user', () => {
  it('is refused transfer, deposits, withdrawals and payout methods', async () => {
    const proofImg = await uploadedUrl(app, demo.token);
    expect(await moneyCall(app, demo.token, '/api/account/transfer', { balance: '1', currency_id: 1, from: 1, to: 2 })).toEqual(ONLY_REAL);
    expect(await moneyCall(app, demo.token, '/api/quickCharge/wire_submit', { number: '1', proofImg, wire_id: 1 })).toEqual(ONLY_REAL);
    expect(
      await moneyCall(app, demo.token, '/api/quickCharge/submit', { number: '1', proofImg, address: 'TSender', charge_id: 1 }),
    ).toEqual(ONLY_REAL);
    expect(await moneyCall(app, demo.token, '/api/account/draw', { draw_currency_id: 1, number: '10', draw_method_id: 1 })).toEqual(
      ONLY_REAL,
    );
    expect(
      await call(app, 'POST', '/api/wallet/bind_draw_method', { type: 1, draw_id: 1, dc_address: PAYEE_TRON_ADDRESS }, auth(demo.token)),
    ).toEqual(ONLY_REAL);
    expect((await balances(app, demo.token)).funding).toEqual({ balance: '10000.00', lock: '0.00' });
  });

  it('is refused real-name verification', async () => {
    const pic = await uploadedUrl(app, demo.token);
    const answer = await call(
      app,
      'POST',
      '/api/user_real/real_name',
      { name: 'Demo', card_id: 'A1', front_pic: pic, reverse_pic: pic },
      auth(demo.token),
    );
    expect(answer).toEqual(ONLY_REAL);
  });

  it('still reads its ledger and balances', async () => {
    const ledger = await call<{ total: number }>(app, 'GET', '/v2/api/main/accountLog/list', {}, auth(demo.token));
    expect(ledger.data.total).toBe(3);
  });
});
