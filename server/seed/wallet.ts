import type { Queryable } from '../db/database';
import { DRAW_TYPE, FEE_TYPE } from '../../common/wallet';

// What deposits and withdrawals run against on a fresh installation, for operators to change in the back office.
// Seeding only adds what is missing (by id), so an operator's edits survive every start.

export const COLLECT_CURRENCIES = [
  { id: 1, name: 'USDT', protocol: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', sort: 0, usd_price: '1' },
  { id: 2, name: 'USD', protocol: '', address: '', sort: 1, usd_price: '1' },
  // Units per USD, as the EUR withdraw currency's.
  { id: 3, name: 'EUR', protocol: '', address: '', sort: 2, usd_price: '0.92' },
] as const;

export const CHARGE_BANK_ACCOUNTS = [
  {
    id: 1,
    collect_currency_id: 2,
    bank_name: 'Meridian Clearing Bank',
    bank_address: '1 Harbour Road, Hong Kong',
    bank_swift: 'MCBKHKHH',
    payee_name: 'Meridian Markets Ltd',
    payee_account: '012-345678-001',
    bank_remark: 'Put your UID in the transfer reference',
  },
  {
    id: 2,
    collect_currency_id: 3,
    bank_name: 'Meridian Europe Bank',
    bank_address: 'Friedrichstrasse 10, Berlin',
    bank_swift: 'MEBKDEBB',
    payee_name: 'Meridian Markets Europe GmbH',
    payee_account: 'DE89370400440532013000',
    bank_remark: 'Put your UID in the transfer reference',
  },
] as const;

/** Withdraw currencies: type 1 coin, 2 bank; fee_type 1 a fixed fee of draw_rate USD, otherwise amount x draw_rate. */
export const WITHDRAW_CURRENCIES = [
  { id: 1, code: 'USDT', protocol: 'TRC20', type: DRAW_TYPE.coin, draw_rate: '1', fee_type: FEE_TYPE.fixed, usd_price: '1' },
  { id: 2, code: 'USDT', protocol: 'ERC20', type: DRAW_TYPE.coin, draw_rate: '5', fee_type: FEE_TYPE.fixed, usd_price: '1' },
  { id: 3, code: 'USD', protocol: '', type: DRAW_TYPE.bank, draw_rate: '0.01', fee_type: FEE_TYPE.share, usd_price: '1' },
  { id: 4, code: 'EUR', protocol: '', type: DRAW_TYPE.bank, draw_rate: '0.01', fee_type: FEE_TYPE.share, usd_price: '0.92' },
] as const;

/** After rows with explicit ids, the identity sequence continues past them, so the back office's new rows fit. */
async function advanceIdentity(tx: Queryable, table: string): Promise<void> {
  await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
}

export async function seedWallet(tx: Queryable): Promise<void> {
  for (const row of COLLECT_CURRENCIES) {
    await tx.query(
      `INSERT INTO collect_currencies (id, name, protocol, address, sort, usd_price) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [row.id, row.name, row.protocol, row.address, row.sort, row.usd_price],
    );
  }
  for (const [index, row] of CHARGE_BANK_ACCOUNTS.entries()) {
    await tx.query(
      `INSERT INTO charge_bank_accounts (id, collect_currency_id, bank_name, bank_address, bank_swift, payee_name, payee_account,
         bank_remark, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [
        row.id,
        row.collect_currency_id,
        row.bank_name,
        row.bank_address,
        row.bank_swift,
        row.payee_name,
        row.payee_account,
        row.bank_remark,
        index,
      ],
    );
  }
  for (const [index, row] of WITHDRAW_CURRENCIES.entries()) {
    await tx.query(
      `INSERT INTO withdraw_currencies (id, code, protocol, type, draw_rate, fee_type, usd_price, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [row.id, row.code, row.protocol, row.type, row.draw_rate, row.fee_type, row.usd_price, index],
    );
  }
  for (const table of ['collect_currencies', 'charge_bank_accounts', 'withdraw_currencies']) await advanceIdentity(tx, table);
}
