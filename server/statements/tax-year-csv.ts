import { ACCOUNT_CURRENCY, type Decimal } from '../../common/money';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { BYTE_ORDER_MARK, csvLine } from './csv-lines';
import type { TaxYear } from './tax-year';
import { taxYearFigures, taxYearTotals, type InstrumentYear } from './tax-year-figures';

// The tax-year summary as CSV (issue 39): one header row; the note that it is not tax advice (and, for a demo
// account, that its figures are practice); a row per instrument with what its contracts and options realised, their
// sum, the trading fees its orders cost and what is left after them; the total row, the sums of those; then the fund
// income received and the loan interest and late fees paid, each in the Amount column. Losses and fees given back
// carry a minus sign; fees and interest paid are written as the positive amounts paid.

const COLUMNS = 8;

/** A line with `text` in the first cell and nothing else but the amount (in the Amount column) and its currency. */
function amountLine(text: string, amount: Decimal): string {
  return csvLine([text, null, null, null, null, null, amount, ACCOUNT_CURRENCY]);
}

function instrumentLine(item: string, row: Omit<InstrumentYear, 'instrument'>): string {
  const realised = row.contracts.plus(row.options);
  return csvLine([item, row.contracts, row.options, realised, row.fees, realised.minus(row.fees), null, ACCOUNT_CURRENCY]);
}

const noteLine = (text: string): string => csvLine([text, ...Array<null>(COLUMNS - 1).fill(null)]);

export async function* taxYearCsv(
  db: Queryable,
  translate: Translate,
  userId: number,
  year: TaxYear,
  demo: boolean,
): AsyncGenerator<string> {
  yield (
    BYTE_ORDER_MARK +
    csvLine([
      translate(messages.taxYearColumnItem),
      translate(messages.taxYearColumnContracts),
      translate(messages.taxYearColumnOptions),
      translate(messages.taxYearColumnRealised),
      translate(messages.taxYearColumnFees),
      translate(messages.taxYearColumnNet),
      translate(messages.statementColumnAmount),
      translate(messages.statementColumnCurrency),
    ])
  );
  yield noteLine(translate(messages.taxYearNotAdvice, { year: String(year.year) }));
  if (demo) yield noteLine(translate(messages.statementDemo));
  const figures = await taxYearFigures(db, userId, year);
  yield figures.instruments.map((row) => instrumentLine(row.instrument, row)).join('');
  yield instrumentLine(translate(messages.taxYearTotal), taxYearTotals(figures.instruments));
  yield amountLine(translate(messages.taxYearFundIncome), figures.fundIncome);
  yield amountLine(translate(messages.taxYearLoanInterest), figures.loanInterest);
  yield amountLine(translate(messages.taxYearLoanLateFees), figures.loanLateFees);
}
