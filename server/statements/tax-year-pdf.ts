import type { Readable } from 'node:stream';
import { ACCOUNT_CURRENCY, formatAmount, type Decimal } from '../../common/money';
import type { Queryable } from '../db/database';
import { messages } from '../i18n/messages';
import { frameOf, statementPdf, type StatementPdfRequest, type StatementRow } from './statement-pdf';
import type { TaxYear } from './tax-year';
import { taxYearFigures, taxYearTotals, type InstrumentYear } from './tax-year-figures';

// The tax-year summary as PDF (issue 39): what the CSV states (./tax-year-csv.ts) in the statement frame
// (./statement-pdf.ts): the note that it is not tax advice under the heading, a row per instrument and the total row,
// then the fund income and the loan interest and late fees as summary lines. The period is the calendar year.

function row(item: string, figures: Omit<InstrumentYear, 'instrument'>, bold = false): StatementRow {
  const realised = figures.contracts.plus(figures.options);
  const cells = [figures.contracts, figures.options, realised, figures.fees, realised.minus(figures.fees)].map((amount: Decimal) =>
    formatAmount(amount),
  );
  return { cells: [item, ...cells], bold };
}

export function taxYearPdf(
  db: Queryable,
  request: StatementPdfRequest & { year: TaxYear },
  options: { compress?: boolean } = {},
): Readable {
  const { translate, year } = request;
  const money = (amount: Decimal) => `${formatAmount(amount)} ${ACCOUNT_CURRENCY}`;
  const lines: string[] = [];
  async function* rows(): AsyncGenerator<StatementRow[]> {
    const figures = await taxYearFigures(db, request.userId, year);
    lines.push(
      translate(messages.taxYearFundIncomeLine, { amount: money(figures.fundIncome) }),
      translate(messages.taxYearLoanInterestLine, { amount: money(figures.loanInterest) }),
      translate(messages.taxYearLoanLateFeesLine, { amount: money(figures.loanLateFees) }),
    );
    yield [
      ...figures.instruments.map((instrument) => row(instrument.instrument, instrument)),
      row(translate(messages.taxYearTotal), taxYearTotals(figures.instruments), true),
    ];
  }
  const figure = (header: string) => ({ header, width: 60, figures: true });
  return statementPdf(
    db,
    {
      ...frameOf(request, {
        kind: 'tax_year',
        title: translate(messages.taxYearPdfTitle),
        period: { from: `${String(year.year)}-01-01`, to: `${String(year.year)}-12-31` },
        first: [translate(messages.taxYearNotAdvice, { year: String(year.year) })],
      }),
      columns: [
        { header: translate(messages.taxYearColumnItem), width: 80 },
        figure(translate(messages.taxYearColumnContracts)),
        figure(translate(messages.taxYearColumnOptions)),
        figure(translate(messages.taxYearColumnRealised)),
        figure(translate(messages.taxYearColumnFees)),
        figure(translate(messages.taxYearColumnNet)),
      ],
      rows: rows(),
      summary: () => lines,
    },
    options,
  );
}
