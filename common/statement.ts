// Statements a customer can hand to an accountant (issue 39): the formats a statement comes in and the longest period
// one covers. The server checks a period against them (server/statements/period.ts); the app's forms offer them.

/** The file formats of a statement. */
export const STATEMENT_FORMATS = ['csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The most days a statement covers: a year, a leap year's included. */
export const STATEMENT_MAX_DAYS = 366;
