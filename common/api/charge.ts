import { endpoint } from './endpoint';
import type { ChargeType } from '../wallet';
import type * as input from './input/charge';

// Deposits ("charge", spec sections 3, 4 and 7): by coin to a collect currency's address, or by bank transfer to
// one of the house's receiving accounts, each with one proof image the user uploaded. A deposit credits the
// funding account (USD) only when an operator approves it.

/** Charge record status (spec section 4): 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export const CHARGE_STATUS = { unchecked: 0, finished: 1, rejected: 2, invalid: 3 } as const;
export type ChargeStatus = (typeof CHARGE_STATUS)[keyof typeof CHARGE_STATUS];

/** A currency deposits can be paid in; one with an address takes coin deposits there. */
export interface CollectCurrency {
  id: number;
  name: string;
  protocol: string;
  address: string;
  /** Units of this currency per 1 USD: a deposit credits amount / usd_price USD at its approval's rate. */
  usd_price: string;
}

export interface ChargeBankAccount {
  id: number;
  collect_currency_id: number;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: string;
}

export interface ChargeRecord {
  id: number;
  /** The amount sent, in the deposit's currency (currency_code). */
  number: string;
  /** Units of that currency per USD: the approval's rate once approved, today's while it waits. */
  usd_price: string;
  /** USD: credited once approved (at the approval's rate); what today's rate would credit while it waits. */
  usd_amount: string;
  type: ChargeType;
  currency_code: string;
  status: ChargeStatus;
  created_at: number;
  /** The operator's reason when rejected or invalid. */
  remark: string;
}

export interface ChargePage {
  data: ChargeRecord[];
  total: number;
}

export const CHARGE_PAGE_SIZE = 10;

/** Everything the charge screen opens with: collect currencies and receiving bank accounts. */
export const quickChargeInfo = endpoint<{ symbols: CollectCurrency[]; wires: ChargeBankAccount[] }>()({
  method: 'GET',
  path: '/api/quickCharge/info',
  auth: true,
});

/** The collect currencies ("collect coin list"). */
export const quickChargeSymbols = endpoint<CollectCurrency[]>()({ method: 'GET', path: '/api/quickCharge/symbols', auth: true });

/** The receiving bank accounts, of one collect currency (bank_coin) or all. */
export const quickChargeWireInfo = endpoint<ChargeBankAccount[], typeof input.wireInfo>()({
  method: 'GET',
  path: '/api/quickCharge/wire_info',
  auth: true,
});

/** A coin deposit: paid from `address` to collect currency `charge_id`. */
export const chargeCoin = endpoint<ChargeRecord, typeof input.chargeCoin>()({
  method: 'POST',
  path: '/api/quickCharge/submit',
  encoding: 'form',
  auth: true,
  idempotent: true,
});

/** A bank-transfer deposit to receiving account `wire_id`. */
export const chargeWire = endpoint<ChargeRecord, typeof input.chargeWire>()({
  method: 'POST',
  path: '/api/quickCharge/wire_submit',
  encoding: 'form',
  auth: true,
  idempotent: true,
});

/** The user's deposits, newest first: type 0 coin, 1 bank, absent for both. */
export const chargeList = endpoint<ChargePage, typeof input.chargeList>()({
  method: 'GET',
  path: '/api/quickCharge/quick_ist',
  auth: true,
});
