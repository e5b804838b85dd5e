import { beforeAll, describe, expect, it } from 'vitest';
import type { QueueDetail } from '../../../common/api/admin-console';
import type { AdminCharge, AdminCollectCurrency } from '../../../common/api/admin-wallet';
import type { ChargePage, CollectCurrency } from '../../../common/api/charge';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { balances, moneyCall, operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// Money in a second currency at a shown rate (issue 31, defect 1): a EUR deposit is entered and kept in EUR, the
// user and the operator see what it credits at the rate before the decision, and the approval credits USD at the
// rate of the approval (amount / units per USD, cut to the cent), which the deposit keeps. Seeded: EUR at 0.92.
//   500.00 EUR / 0.92 = 543.478... -> 543.47 USD; after the rate is set to 0.90: 555.55 USD.

const app = appForTests();
let user: WalletUser;
let operator: string;
beforeAll(async () => {
  operator = await operatorToken(app);
  user = await realUser(app, 'euro@example.com');
});

/** A bank deposit to the EUR receiving account (seeded as account 2). */
async function euroDeposit(number: string): Promise<number> {
  const proofImg = await uploadedUrl(app, user.token);
  const sent = await moneyCall<{ id: number }>(app, user.token, '/api/quickCharge/wire_submit', { number, proofImg, wire_id: 2 });
  expect(sent.code, sent.msg).toBe(1);
  return sent.data.id;
}
const detail = async (id: number) =>
  (await call<QueueDetail<AdminCharge>>(app, 'GET', '/admin/api/wallet/charges/detail', { id }, auth(operator))).data.item;
const records = async () => (await call<ChargePage>(app, 'GET', '/api/quickCharge/quick_ist', { page: 1 }, auth(user.token))).data.data;
const setEuroRate = async (usd_price: string) => {
  const euro = (await call<AdminCollectCurrency[]>(app, 'GET', '/admin/api/wallet/collect_currencies', {}, auth(operator))).data.find(
    (currency) => currency.name === 'EUR',
  )!;
  const { id, name, protocol, address, sort } = euro;
  return call<AdminCollectCurrency>(
    app,
    'POST',
    '/admin/api/wallet/collect_currencies/save',
    { id, name, protocol, address, sort, usd_price, enabled: euro.enabled ? 1 : 0 },
    auth(operator),
  );
};

describe('a deposit in euros', () => {
  it('is kept in euros and shows, to the user and the operator, what it credits at today’s rate', async () => {
    const id = await euroDeposit('500');
    expect((await records())[0]).toMatchObject({ id, number: '500.00', currency_code: 'EUR', usd_price: '0.92', usd_amount: '543.47' });
    expect(await detail(id)).toMatchObject({ number: '500.00', currency_code: 'EUR', usd_price: '0.92', usd_amount: '543.47' });
    const currencies = (await call<CollectCurrency[]>(app, 'GET', '/api/quickCharge/symbols', {}, auth(user.token))).data;
    expect(currencies.find((currency) => currency.name === 'EUR')?.usd_price).toBe('0.92');
  });

  it('is credited in USD at the rate of the approval, which it then keeps', async () => {
    const id = await euroDeposit('500');
    const saved = await setEuroRate('0.90');
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.usd_price_at).toBe(app.clock.now());
    expect((await detail(id)).usd_amount).toBe('555.55');
    const before = (await balances(app, user.token)).funding.balance;
    const approved = await call<AdminCharge>(app, 'POST', '/admin/api/wallet/charges/decide', { id, action: 'approve' }, auth(operator));
    expect(approved.data).toMatchObject({ status: 1, usd_price: '0.9', usd_amount: '555.55' });
    expect(Number((await balances(app, user.token)).funding.balance) - Number(before)).toBeCloseTo(555.55, 2);

    // A later rate changes nothing of what was credited.
    await setEuroRate('0.80');
    expect((await records()).find((record) => record.id === id)).toMatchObject({ usd_price: '0.9', usd_amount: '555.55', status: 1 });
    await expectLedgerBalanced(app.database.db);
  });

  it('refuses a rate of zero or below, and audits each rate with its time', async () => {
    expect((await setEuroRate('0')).code).not.toBe(1);
    expect((await setEuroRate('-1')).code).not.toBe(1);
    const [change] = await app.database.db.query<{ after: { usd_price: string } }>(
      "SELECT after FROM operator_decisions WHERE subject = 'collect_currency' ORDER BY id DESC LIMIT 1",
    );
    expect(change?.after.usd_price).toBe('0.8');
  });
});
