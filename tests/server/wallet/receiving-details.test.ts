import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBankAccount, AdminCollectCurrency } from '../../../common/api/admin-wallet';
import type { AdminRepaymentAccount } from '../../../common/api/loan';
import { CODE } from '../../../common/envelope';
import { auth, call, type Envelope } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { operatorToken } from '../helpers/wallet';

// The house's receiving bank accounts and coin addresses, where customers send deposits and loan repayments, are
// checked as customers' payout methods are (common/payout-details.ts): an operator cannot save a SWIFT/BIC, an IBAN
// or an address that cannot be right, and is told which and why (the seeded ones: tests/unit/server/seed/receiving.test.ts).

const app = appForTests();
let operator: string;
beforeAll(async () => {
  operator = await operatorToken(app);
});

const save = <T>(path: string, payload: Record<string, string | number>) =>
  call<T>(app, 'POST', `/admin/api/${path}`, payload, auth(operator));

/** What a refusal must leave as it was: the rows and the audit log. */
async function configTables(): Promise<unknown[]> {
  const db = app.database.db;
  return [
    await db.query('SELECT * FROM charge_bank_accounts ORDER BY id'),
    await db.query('SELECT * FROM collect_currencies ORDER BY id'),
    await db.query('SELECT * FROM loan_repayment_accounts ORDER BY id'),
    await db.query('SELECT count(*)::int AS n FROM operator_decisions'),
  ];
}

async function refused(send: () => Promise<Envelope>, message: string): Promise<void> {
  const before = await configTables();
  const answer = await send();
  expect(answer).toMatchObject({ code: CODE.BAD_INPUT, msg: message });
  expect(await configTables()).toEqual(before);
}

const EUROPE_ACCOUNT = {
  id: 2,
  collect_currency_id: 3,
  bank_name: 'Meridian Europe Bank',
  bank_address: 'Friedrichstrasse 10, Berlin',
  bank_swift: 'MEBKDEBB',
  payee_name: 'Meridian Markets Europe GmbH',
  payee_account: 'DE89370400440532013000',
  bank_remark: 'Put your UID in the transfer reference',
};

const SWIFT_MESSAGE = 'The SWIFT/BIC code is not valid: it has 8 or 11 letters and digits, such as DEUTDEFF';

describe('receiving bank accounts', () => {
  it('refuses a SWIFT/BIC that is not one, on a new account and on a change', async () => {
    await refused(() => save('wallet/bank_accounts/save', { ...EUROPE_ACCOUNT, bank_swift: 'bad swift!' }), SWIFT_MESSAGE);
    const fresh = Object.fromEntries(Object.entries(EUROPE_ACCOUNT).filter(([field]) => field !== 'id'));
    await refused(() => save('wallet/bank_accounts/save', { ...fresh, bank_swift: 'MEBK1EBB' }), SWIFT_MESSAGE);
  });

  it('refuses an IBAN with wrong check digits or of the wrong shape, and an account number that is not one', async () => {
    await refused(
      () => save('wallet/bank_accounts/save', { ...EUROPE_ACCOUNT, payee_account: 'DE89370400440532013001' }),
      "The IBAN's check digits do not match: check the account number",
    );
    await refused(
      () => save('wallet/bank_accounts/save', { ...EUROPE_ACCOUNT, payee_account: 'DE8937040044053201300' }),
      'This IBAN does not have the length or format of its country: check the country code and the number',
    );
    await refused(
      () => save('wallet/bank_accounts/save', { ...EUROPE_ACCOUNT, payee_account: 'acc #1' }),
      'The account number is not valid: it has 4 to 34 letters and digits',
    );
  });

  it('keeps a SWIFT/BIC and an IBAN typed with spaces in their normal form, as customers read and copy them', async () => {
    const saved = await save<AdminBankAccount>('wallet/bank_accounts/save', {
      ...EUROPE_ACCOUNT,
      bank_swift: 'mebk de bb',
      payee_account: 'de89 3704 0044 0532 0130 00',
    });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ bank_swift: 'MEBKDEBB', payee_account: 'DE89370400440532013000' });
  });

  it('takes an account without a SWIFT/BIC (a local transfer), and a local account number', async () => {
    const saved = await save<AdminBankAccount>('wallet/bank_accounts/save', {
      collect_currency_id: 2,
      bank_name: 'Meridian Local Bank',
      bank_swift: '',
      payee_name: 'Meridian Markets Ltd',
      payee_account: '024-123456-789',
    });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ bank_swift: '', payee_account: '024-123456-789' });
  });
});

describe('receiving coin addresses', () => {
  it('refuses a TRC-20 or ERC-20 deposit address whose checksum fails', async () => {
    await refused(
      () =>
        save('wallet/collect_currencies/save', { id: 1, name: 'USDT', protocol: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF' }),
      'This is not a valid TRC20 address',
    );
    // The EIP-55 test vector 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed with the case of its last letter changed.
    await refused(
      () =>
        save('wallet/collect_currencies/save', { name: 'USDC', protocol: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }),
      'This is not a valid ERC20 address',
    );
  });

  it('refuses an address without its network, which a customer could send on the wrong chain', async () => {
    await refused(
      () => save('wallet/collect_currencies/save', { name: 'USDC', protocol: '', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }),
      'Please fill in Network',
    );
  });

  it('saves a valid deposit address, and a currency for bank transfers only', async () => {
    const coin = await save<AdminCollectCurrency>('wallet/collect_currencies/save', {
      name: 'USDC',
      protocol: 'ERC20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(coin.code, coin.msg).toBe(1);
    const bank = await save<AdminCollectCurrency>('wallet/collect_currencies/save', { name: 'CHF' });
    expect(bank.code, bank.msg).toBe(1);
  });

  it('refuses a loan repayment address whose checksum fails', async () => {
    await refused(
      () =>
        save('loan/repayment_accounts/save', {
          id: 1,
          currency_code: 'USDT',
          protocol_code: 'TRC20',
          address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9',
        }),
      'This is not a valid TRC20 address',
    );
    const good = await save<AdminRepaymentAccount>('loan/repayment_accounts/save', {
      id: 1,
      currency_code: 'USDT',
      protocol_code: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    });
    expect(good.code, good.msg).toBe(1);
  });
});
