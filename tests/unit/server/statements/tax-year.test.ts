import { describe, expect, it } from 'vitest';
import { CODE } from '../../../../common/envelope';
import { Decimal } from '../../../../common/money';
import { DomainError } from '../../../../server/errors';
import { taxYear } from '../../../../server/statements/tax-year';
import { taxYearTotals } from '../../../../server/statements/tax-year-figures';

// A tax-year summary's year: a UTC calendar year, the last whole one by default, the current one to date allowed;
// never one that has not begun or that ended before the account was opened. And its totals: the instruments' sums.

const NOW = Date.UTC(2026, 2, 15, 10, 0, 0);
const OPENED = Date.UTC(2024, 6, 10, 8, 0, 0);

const refusal = (asked: string | undefined, opened = OPENED) => {
  try {
    taxYear(asked, NOW, opened);
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, message: error.descriptor.id, values: error.values } : error;
  }
  return null;
};

describe('a tax year', () => {
  it('is the last whole year by default, and any year from the account’s first to this one', () => {
    expect(taxYear(undefined, NOW, OPENED)).toEqual({ year: 2025, startMs: Date.UTC(2025, 0, 1), endMs: Date.UTC(2026, 0, 1) });
    expect(taxYear('2024', NOW, OPENED).year).toBe(2024);
    expect(taxYear('2026', NOW, OPENED)).toEqual({ year: 2026, startMs: Date.UTC(2026, 0, 1), endMs: Date.UTC(2027, 0, 1) });
  });

  it('refuses a year that has not begun or ended before the account was opened, with the period’s code', () => {
    expect(refusal('2027')).toEqual({
      code: CODE.STATEMENT_PERIOD,
      message: 'server.statement.year_future',
      values: { year: '2027', current: '2026' },
    });
    expect(refusal('2023')).toEqual({
      code: CODE.STATEMENT_PERIOD,
      message: 'server.statement.year_before_account',
      values: { opened: '2024' },
    });
    // The default, last year, is refused for an account opened this year.
    expect(refusal(undefined, Date.UTC(2026, 0, 2))).toMatchObject({ message: 'server.statement.year_before_account' });
    expect(refusal('0999')).toMatchObject({ message: 'server.statement.year_before_account' });
  });

  it('adds up the instruments’ figures column by column, to the cent, without rounding again', () => {
    const rows = [
      { instrument: 'EUR/USD', contracts: new Decimal('50.01'), options: new Decimal('-18.00'), fees: new Decimal('0.07') },
      { instrument: 'USD/JPY', contracts: new Decimal('-33.44'), options: new Decimal('0'), fees: new Decimal('-0.02') },
    ];
    const total = taxYearTotals(rows);
    expect([total.contracts.toFixed(2), total.options.toFixed(2), total.fees.toFixed(2)]).toEqual(['16.57', '-18.00', '0.05']);
    expect(taxYearTotals([])).toEqual({ contracts: new Decimal(0), options: new Decimal(0), fees: new Decimal(0) });
  });
});
