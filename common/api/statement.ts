import type { StatementKind } from '../statement';
import { endpoint } from './endpoint';
import type * as input from './input/statement';

// Statements (issue 39). A statement answers a file (CSV: RFC 4180, UTF-8 with a byte-order mark, one header row,
// decimal strings with a dot, ISO 8601 times in UTC; or PDF: A4, every script of the product's languages, the
// document's SHA-256 digest printed at its end), named in the reader's language; a refusal answers the envelope
// (9601: the period). Whoever is handed a PDF statement can check its digest with statementVerify.

/** GET /api/statement/account: every movement of the caller's accounts in the period, with opening, running and
 * closing balances, and the check against the ledger it passed. */
export const statementAccount = endpoint<never, typeof input.statementAccount>()({
  method: 'GET',
  path: '/api/statement/account',
  auth: true,
});

/** GET /api/statement/trades: every contract order's fill, partial closes and close, and every option's placing and
 * settlement, in the period, each with its deciding tick, lots or stake, margin, fee and realised result; CSV or PDF. */
export const statementTrades = endpoint<never, typeof input.statementTrades>()({
  method: 'GET',
  path: '/api/statement/trades',
  auth: true,
});

/** GET /api/statement/tax_year: a calendar year's realised gains and losses per instrument and in total, trading
 * fees, fund income and loan interest paid, as the ledger booked them, with a note that it is not tax advice; CSV or
 * PDF. */
export const statementTaxYear = endpoint<never, typeof input.statementTaxYear>()({
  method: 'GET',
  path: '/api/statement/tax_year',
  auth: true,
});

/** What the check of a digest answers: whether Meridian issued a statement with it and, if so, its kind and period
 * (calendar days, UTC, both included). Never whose it is. */
export type StatementVerification = { issued: false } | { issued: true; kind: StatementKind; from: string; to: string };

/** GET /api/statement/verify: whether a statement with this digest (64 hexadecimal digits) was issued. For anyone (an
 * accountant or a bank checking a customer's statement), without a session; a few a minute per address. */
export const statementVerify = endpoint<StatementVerification, typeof input.statementVerify>()({
  method: 'GET',
  path: '/api/statement/verify',
});
