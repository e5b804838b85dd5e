import type { MessageDescriptor } from '@lingui/core';
import { SIDE } from '../../common/contract';
import { MICRO_DIRECTION } from '../../common/micro';
import { ACCOUNT_CURRENCY, formatPrice, plainDecimal } from '../../common/money';
import type { Queryable } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import { BYTE_ORDER_MARK, csvLine } from './csv-lines';
import { isoTime, type StatementPeriod } from './period';
import { TRADE_PRODUCT, tradeEvents, type TradeEvent, type TradeEventKind } from './trade-history-rows';

// The trade history as CSV (issue 39), written as it is read (./trade-history-rows.ts): one header row, then one row
// per fill, partial close, close, option placed and option settled, each with its deciding tick. A demo account's
// history says first that its figures are practice. Words (columns, events, reasons, directions) in the reader's
// language; amounts, lots and prices as plain decimals with a dot.

const EVENT_WORDS: Readonly<Record<TradeEventKind, MessageDescriptor>> = {
  opened: messages.tradesEventOpened,
  partly_closed: messages.tradesEventPartlyClosed,
  closed: messages.tradesEventClosed,
  option_placed: messages.tradesEventOptionPlaced,
  option_settled: messages.tradesEventOptionSettled,
};

// A Record over every reason an event can carry, so a reason added to the orders without words here does not compile.
const REASON_WORDS: Readonly<Record<NonNullable<TradeEvent['reason']>, MessageDescriptor>> = {
  market: messages.tradesReasonMarket,
  pending_fill: messages.tradesReasonPendingFill,
  manual: messages.tradesReasonManual,
  stop_loss: messages.tradesReasonStopLoss,
  trailing_stop: messages.tradesReasonTrailingStop,
  take_profit: messages.tradesReasonTakeProfit,
  stop_out: messages.tradesReasonStopOut,
  demo_reset: messages.tradesReasonDemoReset,
  copy_stop_loss: messages.tradesReasonCopyStopLoss,
  expiry: messages.tradesReasonExpiry,
};

function directionWords(event: TradeEvent): MessageDescriptor {
  if (event.product === TRADE_PRODUCT.option) {
    return event.direction === MICRO_DIRECTION.up ? messages.tradesDirectionUp : messages.tradesDirectionDown;
  }
  return event.direction === SIDE.buy ? messages.tradesDirectionBuy : messages.tradesDirectionSell;
}

/** The header row's words, in the order of the cells of eventCells. */
export function tradeHistoryColumns(translate: Translate): string[] {
  return [
    messages.statementColumnTime,
    messages.tradesColumnProduct,
    messages.tradesColumnOrder,
    messages.tradesColumnEvent,
    messages.tradesColumnInstrument,
    messages.tradesColumnDirection,
    messages.tradesColumnLots,
    messages.tradesColumnStake,
    messages.tradesColumnPrice,
    messages.tradesColumnTick,
    messages.tradesColumnReason,
    messages.tradesColumnExpiry,
    messages.tradesColumnMargin,
    messages.tradesColumnFee,
    messages.tradesColumnRealised,
    messages.statementColumnCurrency,
  ].map((descriptor) => translate(descriptor));
}

/** An event's cells: text for words, figures and times; money as decimals, written by csvLine. */
export function eventCells(translate: Translate, event: TradeEvent): (string | TradeEvent['margin'])[] {
  return [
    isoTime(event.at),
    translate(event.product === TRADE_PRODUCT.option ? messages.tradesProductOption : messages.tradesProductContract),
    event.orderId,
    translate(EVENT_WORDS[event.event]),
    event.instrument,
    translate(directionWords(event)),
    event.lots === null ? null : plainDecimal(event.lots),
    event.stake,
    event.price === null ? null : formatPrice(event.price, event.pricePrecision),
    event.tickSeq,
    event.reason === null ? null : translate(REASON_WORDS[event.reason]),
    event.expiresAt === null ? null : isoTime(event.expiresAt),
    event.margin,
    event.fee,
    event.realised,
    ACCOUNT_CURRENCY,
  ];
}

export async function* tradeHistoryCsv(
  db: Queryable,
  translate: Translate,
  userId: number,
  period: StatementPeriod,
  demo: boolean,
): AsyncGenerator<string> {
  const columns = tradeHistoryColumns(translate);
  yield BYTE_ORDER_MARK + csvLine(columns);
  // A demo account's history says so first: its figures are no one's money.
  if (demo) yield csvLine(columns.map((_, index) => (index === 3 ? translate(messages.statementDemo) : null)));
  for await (const events of tradeEvents(db, userId, period)) {
    yield events.map((event) => csvLine(eventCells(translate, event))).join('');
  }
}
