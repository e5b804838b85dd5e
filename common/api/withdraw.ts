import { endpoint } from './endpoint';
import type { DrawType } from '../wallet';
import type * as input from './input/withdraw';

// Withdrawals (spec sections 3, 4 and 7): the currencies one can be paid out in, the user's payout methods (coin
// addresses and bank accounts), the request, which locks the amount at once, and the records. The fee and the
// receivable are computed with common/wallet.ts on both sides.

/** Withdraw record status (spec section 4): unchecked, completed, rejected, invalid. */
export const WITHDRAW_STATUS = { unchecked: 0, completed: 1, rejected: 2, invalid: 3 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

export interface WithdrawCurrency {
  id: number;
  code: string;
  protocol: string;
  type: DrawType;
  /** The fee: fixed (USD) when fee_type is 1, otherwise a share of the amount. */
  draw_rate: string;
  fee_type: number;
  /** Units of this currency paid per USD withdrawn. */
  usd_price: string;
}

export interface DrawMethod {
  id: number;
  draw_type: DrawType;
  draw_currency_id: number;
  draw_currency: { code: string; protocol: string };
  dc_address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  receipt_currency: string;
  remark: string;
  /** Epoch ms from which it can be used for a withdrawal: 24 hours after it was added (issue 33's safeguards). */
  usable_from: number;
  /** On the user's withdrawal allow-list: with that mode on, only such methods can be used. */
  allow_listed: boolean;
}

export interface WithdrawRecord {
  id: number;
  /** The amount taken from the funding account, USD. */
  number: string;
  /** What the user receives: (number - fee) x usd_price. */
  real_number: string;
  fee: string;
  status: WithdrawStatus;
  /** The status in the request's language. */
  status_name: string;
  created_at: number;
  type: DrawType;
  /** Where it is paid, as the payout method was when asked for: a coin address, or a bank and its payee. */
  address: string;
  bank_name: string;
  payee_name: string;
  payee_account: string;
  memo: string;
  /** The operator's reason when rejected or invalid. */
  notes: string;
  /** Once paid out: the bank transfer's reference or the transaction hash the operator sent it with. */
  payment_reference: string;
  draw_currency: { code: string; protocol: string };
}

export interface WithdrawPage {
  data: WithdrawRecord[];
  total: number;
}

export const WITHDRAW_PAGE_SIZE = 10;

export const drawSymbolList = endpoint<WithdrawCurrency[], typeof input.drawSymbolList>()({
  method: 'GET',
  path: '/api/account/draw_symbol_list',
  auth: true,
});

export const getDrawMethod = endpoint<DrawMethod[], typeof input.getDrawMethod>()({
  method: 'GET',
  path: '/api/wallet/get_draw_method',
  auth: true,
});

export const bindPayoutMethod = endpoint<DrawMethod, typeof input.bindPayoutMethod>()({
  method: 'POST',
  path: '/api/wallet/bind_draw_method',
  encoding: 'form',
  auth: true,
});

export const delDrawMethod = endpoint<null, typeof input.delDrawMethod>()({
  method: 'POST',
  path: '/api/wallet/del_draw_method',
  encoding: 'form',
  auth: true,
});

/** Asks for a withdrawal; the amount is locked at once and leaves when an operator completes it. */
export const draw = endpoint<WithdrawRecord, typeof input.draw>()({
  method: 'POST',
  path: '/api/account/draw',
  encoding: 'form',
  auth: true,
  idempotent: true,
});

/** Records of one type (the tab + 1: 1 coin, 2 bank), newest first. */
export const drawList = endpoint<WithdrawPage, typeof input.drawList>()({
  method: 'GET',
  path: '/api/account/draw_list',
  auth: true,
});
