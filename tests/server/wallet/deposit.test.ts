import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCharge } from '../../../common/api/admin-wallet';
import type { ChargeBankAccount, ChargePage, ChargeRecord, CollectCurrency } from '../../../common/api/charge';
import { CODE } from '../../../common/envelope';
import { auth, call, expectLedgerBalanced } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { balances, moneyCall, operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';
import type { Page } from '../../../common/api/page';

// Deposits by coin and by bank transfer against the configured collect currencies and receiving accounts; the
// funding account is credited only when an operator approves, from the house's deposits-in-transit account.

const app = appForTests();
let user: WalletUser;
let operator: string;
beforeAll(async () => {
  operator = await operatorToken(app);
  user = await realUser(app, 'saver@example.com');
});

const charges = async (type?: number) =>
  (await call<ChargePage>(app, 'GET', '/api/quickCharge/quick_ist', type === undefined ? {} : { type }, auth(user.token))).data;
const decide = (id: number, action: string, reason = '') =>
  call<AdminCharge>(app, 'POST', '/admin/api/wallet/charges/decide', { id, action, reason }, auth(operator));

describe('what a deposit can be paid in', () => {
  it('lists collect currencies and the receiving bank accounts of each', async () => {
    const symbols = await call<CollectCurrency[]>(app, 'GET', '/api/quickCharge/symbols', {}, auth(user.token));
    expect(symbols.data.map((currency) => currency.name)).toEqual(['USDT', 'USD', 'EUR']);
    expect(symbols.data[0]!.address).not.toBe('');
    const eur = await call<ChargeBankAccount[]>(app, 'GET', '/api/quickCharge/wire_info', { bank_coin: 3 }, auth(user.token));
    expect(eur.data).toEqual([expect.objectContaining({ id: 2, bank_swift: 'MEBKDEBB', payee_name: 'Meridian Markets Europe GmbH' })]);
    const info = await call<{ symbols: CollectCurrency[]; wires: ChargeBankAccount[] }>(
      app,
      'GET',
      '/api/quickCharge/info',
      {},
      auth(user.token),
    );
    expect(info.data.wires).toHaveLength(2);
  });
});

describe('a deposit', () => {
  let coin: ChargeRecord;
  let wire: ChargeRecord;

  it('is recorded unchecked and credits nothing yet', async () => {
    const proofImg = await uploadedUrl(app, user.token);
    const coinAnswer = await moneyCall<ChargeRecord>(app, user.token, '/api/quickCharge/submit', {
      number: '250',
      proofImg,
      address: 'TSenderAddress0000001',
      charge_id: 1,
    });
    expect(coinAnswer).toMatchObject({ code: 1, msg: 'Deposit submitted. It is credited once checked.' });
    coin = coinAnswer.data;
    expect(coin).toMatchObject({ number: '250.00', type: 0, currency_code: 'USDT', status: 0, remark: '' });
    const wireAnswer = await moneyCall<ChargeRecord>(app, user.token, '/api/quickCharge/wire_submit', {
      number: '80.25',
      proofImg: await uploadedUrl(app, user.token),
      wire_id: 2,
    });
    wire = wireAnswer.data;
    expect(wire).toMatchObject({ number: '80.25', type: 1, currency_code: 'EUR', status: 0 });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '0.00', lock: '0.00' });
  });

  it('is listed by type, newest first', async () => {
    expect((await charges()).data.map((record) => record.id)).toEqual([wire.id, coin.id]);
    expect((await charges(0)).data.map((record) => record.id)).toEqual([coin.id]);
    expect((await charges(1)).total).toBe(1);
  });

  it('waits in the back office with its proof, which the operator can open', async () => {
    const pending = await call<Page<AdminCharge>>(app, 'GET', '/admin/api/wallet/charges', { status: 0 }, auth(operator));
    expect(pending.data.data.map((row) => row.id)).toEqual([coin.id, wire.id]);
    const proof = await app.http.inject({ method: 'GET', url: pending.data.data[0]!.proof_url, headers: { authorization: operator } });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
  });

  it('credits the funding account when approved, once', async () => {
    const answer = await decide(coin.id, 'approve');
    expect(answer.data).toMatchObject({ status: 1 });
    expect((await balances(app, user.token)).funding).toEqual({ balance: '250.00', lock: '0.00' });
    expect((await decide(coin.id, 'approve')).code).toBe(CODE.ALREADY_DECIDED);
    expect((await balances(app, user.token)).funding.balance).toBe('250.00');
    const [transit] = await app.database.db.query<{ available: string }>(
      "SELECT available FROM ledger_accounts WHERE user_id IS NULL AND kind = 'deposits_in_transit'",
    );
    expect(transit?.available).toBe('-250.00');
  });

  it('credits nothing when rejected, and tells the user why', async () => {
    expect((await decide(wire.id, 'reject')).msg).toBe('Please fill in Reason');
    await decide(wire.id, 'reject', 'No transfer arrived with this reference');
    expect((await balances(app, user.token)).funding.balance).toBe('250.00');
    const [record] = (await charges(1)).data;
    expect(record).toMatchObject({ status: 2, remark: 'No transfer arrived with this reference' });
    await expectLedgerBalanced(app.database.db);
  });

  it('can be marked invalid', async () => {
    const answer = await moneyCall<ChargeRecord>(app, user.token, '/api/quickCharge/wire_submit', {
      number: '5',
      proofImg: await uploadedUrl(app, user.token),
      wire_id: 1,
    });
    expect((await decide(answer.data.id, 'invalid', 'Duplicate')).data.status).toBe(3);
    expect((await balances(app, user.token)).funding.balance).toBe('250.00');
  });
});

describe('a deposit that cannot be', () => {
  it('refuses another user’s proof image, a made-up one, and unknown or disabled targets', async () => {
    const other = await realUser(app, 'other@example.com');
    const othersProof = await uploadedUrl(app, other.token);
    const borrowed = await moneyCall(app, user.token, '/api/quickCharge/wire_submit', { number: '5', proofImg: othersProof, wire_id: 1 });
    expect(borrowed).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The image for proofImg is not one you uploaded' });
    const madeUp = await moneyCall(app, user.token, '/api/quickCharge/wire_submit', { number: '5', proofImg: '/etc/passwd', wire_id: 1 });
    expect(madeUp.msg).toBe('The image for proofImg is not one you uploaded');
    const proofImg = await uploadedUrl(app, user.token);
    expect((await moneyCall(app, user.token, '/api/quickCharge/wire_submit', { number: '5', proofImg, wire_id: 9 })).code).toBe(
      CODE.WALLET_UNAVAILABLE,
    );
    // USD (2) has no address: it takes bank transfers only.
    const noAddress = await moneyCall(app, user.token, '/api/quickCharge/submit', {
      number: '5',
      proofImg,
      address: 'TSender',
      charge_id: 2,
    });
    expect(noAddress).toMatchObject({ code: CODE.WALLET_UNAVAILABLE, msg: 'This deposit currency is not available' });
    expect((await charges()).total).toBe(3);
  });
});
