import { endpoint } from './endpoint';
import type * as input from './input/statement';

// Statements (issue 39). A statement answers a file (CSV: RFC 4180, UTF-8 with a byte-order mark, one header row,
// decimal strings with a dot, ISO 8601 times in UTC), named in the reader's language; a refusal answers the envelope
// (9601: the period).

/** GET /api/statement/account: every movement of the caller's accounts in the period, with opening, running and
 * closing balances, and the check against the ledger it passed. */
export const statementAccount = endpoint<never, typeof input.statementAccount>()({
  method: 'GET',
  path: '/api/statement/account',
  auth: true,
});
