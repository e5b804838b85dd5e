import { beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../../../common/money';
import { loadServerI18n, type Translate } from '../../../../server/i18n/catalogs';
import { csvLine } from '../../../../server/statements/csv-lines';
import { isoTime } from '../../../../server/statements/period';
import { eventCells, tradeHistoryColumns } from '../../../../server/statements/trade-history-csv';
import { TRADE_PRODUCT, type TradeEvent } from '../../../../server/statements/trade-history-rows';

// The trade history's rows as CSV (issue 39): one cell per column, words in the reader's language, lots and prices as
// plain decimals (a price at its instrument's precision), money as decimals with a dot and a minus, nothing for what
// an event does not have, and text made safe for a spreadsheet.

let english: Translate;
beforeAll(async () => {
  english = (await loadServerI18n()).translator('en');
});

const AT = Date.UTC(2026, 0, 5, 12, 0, 1, 250);

const contractClose: TradeEvent = {
  at: AT,
  product: TRADE_PRODUCT.contract,
  orderId: '12',
  event: 'closed',
  instrument: 'EUR/USD',
  pricePrecision: 5,
  direction: 2,
  lots: new Decimal('0.20000000'),
  stake: null,
  price: new Decimal('1.1020000000'),
  tickSeq: '1003',
  reason: 'stop_out',
  expiresAt: null,
  margin: new Decimal('220.00'),
  fee: null,
  realised: new Decimal('-40.00'),
};

describe('a trade history row', () => {
  it('has a cell for every column', () => {
    expect(eventCells(english, contractClose)).toHaveLength(tradeHistoryColumns(english).length);
  });

  it('writes a close with its tick, its margin released and its result, and nothing for a fee or a stake', () => {
    expect(csvLine(eventCells(english, contractClose))).toBe(
      '2026-01-05T12:00:01Z,Contract,12,Closed,EUR/USD,Sell,0.2,,1.10200,1003,Stop-out,,220.00,,-40.00,USD\r\n',
    );
  });

  it('writes an option with its stake and expiry, up or down', () => {
    const option: TradeEvent = {
      ...contractClose,
      product: TRADE_PRODUCT.option,
      event: 'option_settled',
      direction: 1,
      lots: null,
      stake: new Decimal('100'),
      reason: 'expiry',
      expiresAt: AT + 60_000,
      margin: null,
      realised: new Decimal('82'),
    };
    expect(csvLine(eventCells(english, option))).toBe(
      '2026-01-05T12:00:01Z,Option,12,Settled,EUR/USD,Up,,100.00,1.10200,1003,Expiry,2026-01-05T12:01:01Z,,,82.00,USD\r\n',
    );
  });
});

describe('a statement CSV line', () => {
  it('quotes what must be quoted and defuses a formula, but leaves a negative amount a number', () => {
    expect(csvLine(['=SUM(A1)', 'a, "b"', new Decimal('-1.5'), null])).toBe(`'=SUM(A1),"a, ""b""",-1.50,\r\n`);
  });

  it('writes times in ISO 8601 UTC to the second', () => {
    expect(isoTime(AT)).toBe('2026-01-05T12:00:01Z');
  });
});
