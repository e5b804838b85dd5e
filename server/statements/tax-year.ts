import { CODE } from '../../common/envelope';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// A tax-year summary's year: a calendar year in UTC, the last whole one by default. The current year may be asked for
// (it covers the year to date); a year that has not begun, or that ended before the account was opened, may not. The
// refusals share the period's code (9601): the caller asked for a span of time that cannot be had.

export interface TaxYear {
  year: number;
  /** Epoch ms: the start of 1 January, and the start of the next year's (the end, excluded). */
  startMs: number;
  endMs: number;
}

/** The year asked for (four digits, as the schema lets through), checked. `openedAt` is when the account was opened. */
export function taxYear(asked: string | undefined, now: number, openedAt: number): TaxYear {
  const current = new Date(now).getUTCFullYear();
  const year = asked === undefined ? current - 1 : Number(asked);
  const opened = new Date(openedAt).getUTCFullYear();
  if (year > current)
    throw new DomainError(CODE.STATEMENT_PERIOD, messages.statementYearFuture, { year: String(year), current: String(current) });
  if (year < opened) throw new DomainError(CODE.STATEMENT_PERIOD, messages.statementYearBeforeAccount, { opened: String(opened) });
  return { year, startMs: Date.UTC(year, 0, 1), endMs: Date.UTC(year + 1, 0, 1) };
}
