// Statements a customer can hand to an accountant (issue 39): the formats a statement comes in and the longest period
// one covers. The server checks a period against them (server/statements/period.ts); the app's forms offer them.

/** The file formats of a statement (CSV when none is asked for). */
export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The formats the trade history and the tax-year summary come in (CSV when none is asked for): each endpoint checks
 * its own list, so a format one of them does not write is refused in words, never half written. */
export const TRADE_HISTORY_FORMATS = ['csv', 'pdf'] as const;
export const TAX_YEAR_FORMATS = ['csv', 'pdf'] as const;

/** A tax year as asked for: a calendar year (UTC), four digits. */
export const TAX_YEAR = /^\d{4}$/;

/** The most days a statement covers: a year, a leap year's included. */
export const STATEMENT_MAX_DAYS = 366;

/** The kinds of statement Meridian issues: what a document's digest is recorded as (server/statements/statement-pdf.ts). */
export const STATEMENT_KINDS = ['account', 'trades', 'tax_year'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** A document's digest as printed at its end: SHA-256, 64 lowercase hexadecimal digits (upper case read as lower). */
export const STATEMENT_DIGEST = /^[0-9a-fA-F]{64}$/;
