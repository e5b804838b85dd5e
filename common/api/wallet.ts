import { endpoint } from './endpoint';
import type { LedgerType } from '../wallet';
import type * as input from './input/wallet';

// The user's accounts and their balances, the ledger and transfers between the user's own accounts (spec sections
// 3, 7 and 9). Amounts travel as decimal strings; times are milliseconds since 1970 UTC unless named *Tran.

export interface AccountBalance {
  accountTypeId: number;
  type: 'change' | 'micro' | 'forex';
  /** Available to use. */
  balance: string;
  /** Held for open positions, pending orders and withdrawals under review. */
  lockBalance: string;
  currencyId: number;
  currency: string;
}

export const getBalance = endpoint<AccountBalance[]>()({
  method: 'GET',
  path: '/v2/api/main/wallet/getBalance',
  auth: true,
});

/** One journal as it touched one of the user's accounts (spec section 3, "Ledger entry"). */
export interface LedgerEntry {
  Id: number;
  accountTypeId: number;
  /** Change of the available balance, signed, 2 decimals. */
  Value: string;
  /** Change of the locked balance (a withdrawal under review, margin held), signed, 2 decimals. */
  LockValue: string;
  /** The account's available balance just after this entry (summed from its postings, whatever the filter). */
  Balance: string;
  /** The account's locked balance just after this entry. */
  LockBalance: string;
  Type: LedgerType;
  /** The journal's own note (an order number, a transfer's accounts), untranslated. */
  Memo: string;
  /** What happened, in the request's language. */
  MemoTran: string;
  CreatedAt: number;
  /** The time as the screen shows it: "YYYY-MM-DD HH:mm:ss", UTC. */
  CreatedAtTran: string;
}

export interface LedgerPage {
  list: LedgerEntry[];
  total: number;
}

export const LEDGER_PAGE_SIZE = 20;

/**
 * The ledger (spec: "GET with page, type", path not shown): one account's entries with accountTypeId, or all; of
 * one Type (the screen's kind) and from/to calendar days (YYYY-MM-DD, UTC, both included) when given.
 */
export const accountLog = endpoint<LedgerPage, typeof input.accountLog>()({
  method: 'GET',
  path: '/v2/api/main/accountLog/list',
  auth: true,
});

/** The contract account's ledger: what moved its balance (trades, fees, settlements, transfers). */
export const forexChange = endpoint<LedgerPage, typeof input.forexChange>()({
  method: 'GET',
  path: '/v2/api/main/accountLog/forexChange',
  auth: true,
});

export interface TransferLogEntry {
  id: number;
  /** The amount moved. */
  balance: string;
  /** accountTypeId of each side. */
  from: number;
  to: number;
  created_at: number;
}

export interface TransferLogPage {
  data: TransferLogEntry[];
  total: number;
}

export const TRANSFER_PAGE_SIZE = 20;

/** Moves money between two of the user's own accounts, from the free balance only. */
export const transfer = endpoint<TransferLogEntry, typeof input.transfer>()({
  method: 'POST',
  path: '/api/account/transfer',
  encoding: 'form',
  auth: true,
  idempotent: true,
});

/** Transfers out of the account `type` (an accountTypeId), newest first. */
export const transferLog = endpoint<TransferLogPage, typeof input.transferLog>()({
  method: 'GET',
  path: '/api/account/transfer_log',
  auth: true,
});
