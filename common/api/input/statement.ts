import * as z from 'zod/mini';
import { STATEMENT_DIGEST, STATEMENT_FORMATS, TAX_YEAR, TAX_YEAR_FORMATS, TRADE_HISTORY_FORMATS } from '../../statement';
import { calendarDay, ruled } from './fields';

// What the statement calls of ../statement.ts accept: a period of calendar days (UTC, both included; a month by
// default) and a format; a document's digest to check.

const period = {
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  format: z.optional(ruled(z.enum(STATEMENT_FORMATS), 'closed')),
};

export const statementAccount = z.object(period);

/** The trade history: a period as the account statement's, in a format of its own list. */
export const statementTrades = z.object({ ...period, format: z.optional(ruled(z.enum(TRADE_HISTORY_FORMATS), 'closed')) });

/** What a refusal of a year carries, so the server says how one is written (server/http/validate.ts). */
export const NOT_A_YEAR = { problem: 'not_a_year' } as const;

/** The tax-year summary: a calendar year (the last whole one by default), in a format of its own list. */
export const statementTaxYear = z.object({
  year: z.optional(
    ruled(z.string().check(z.refine((value) => TAX_YEAR.test(value), { message: 'not a year YYYY', params: NOT_A_YEAR })), 'closed'),
  ),
  format: z.optional(ruled(z.enum(TAX_YEAR_FORMATS), 'closed')),
});

/** What a refusal of a digest carries, so the server says how one is written (server/http/validate.ts). */
export const NOT_A_DIGEST = { problem: 'not_a_digest' } as const;

export const statementVerify = z.object({
  digest: ruled(
    z.string().check(z.refine((value) => STATEMENT_DIGEST.test(value), { message: 'not 64 hexadecimal digits', params: NOT_A_DIGEST })),
    'closed',
  ),
});
