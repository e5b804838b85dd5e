import { dayEdgeMs } from '../../common/calendar-day';
import { CODE } from '../../common/envelope';
import { STATEMENT_MAX_DAYS } from '../../common/statement';
import { assert } from '../assert';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// A statement's period: calendar days, UTC, both ends included, a month by default (the last whole one). It may
// not end before it starts, cover more than a year, end after today, or end before the account was opened.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StatementPeriod {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** Epoch ms: the start of `from`, and the start of the day after `to` (the end, excluded). */
  startMs: number;
  endMs: number;
}

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A moment as a statement writes it: ISO 8601 in UTC, to the second. */
export const isoTime = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** The first and last day of the calendar month of `day` (YYYY-MM-DD). */
function monthOf(day: string): { from: string; to: string } {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return { from: dayOf(Date.UTC(year, month - 1, 1)), to: dayOf(Date.UTC(year, month, 1) - DAY_MS) };
}

/**
 * The period asked for, checked. Without either end it is the last whole month; with one end only, that end's month
 * (to today at most). `openedAt` is when the account was opened (ms): a period that ends before that day holds
 * nothing of it.
 */
export function statementPeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  now: number,
  openedAt: number,
): StatementPeriod {
  const today = dayOf(now);
  // The last day of the month before today's names the last whole month.
  const lastMonthEnd = dayOf(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1) - DAY_MS);
  const month = monthOf(asked.from ?? asked.to ?? lastMonthEnd);
  const from = asked.from ?? month.from;
  const to = asked.to ?? (month.to > today && asked.from !== undefined ? today : month.to);
  const startMs = dayEdgeMs(from, false);
  const endMs = dayEdgeMs(to, true);
  assert(startMs !== undefined && endMs !== undefined, 'the schema lets only calendar days through');
  if (to < from) throw new DomainError(CODE.STATEMENT_PERIOD, messages.statementPeriodReversed);
  if ((endMs - startMs) / DAY_MS > STATEMENT_MAX_DAYS)
    throw new DomainError(CODE.STATEMENT_PERIOD, messages.statementPeriodTooLong, { days: STATEMENT_MAX_DAYS });
  if (to > today) throw new DomainError(CODE.STATEMENT_PERIOD, messages.statementPeriodFuture, { today });
  if (to < dayOf(openedAt)) throw new DomainError(CODE.STATEMENT_PERIOD, messages.statementBeforeAccount, { opened: dayOf(openedAt) });
  return { from, to, startMs, endMs };
}
