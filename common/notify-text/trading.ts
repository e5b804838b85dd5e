import type { MessageDescriptor } from '@lingui/core';
import { NOTIFICATION_KIND, type OrderCancelReason, type SystemCloseReason } from '../notify';
import { all, amountText, figureText, oneOf, signedText, textOf, type Detail, type KindText, type NotifyReader } from './reader';
import { orderWordsOf } from './sides';

// The trading entries' words: positions the system closed, pending orders filled or cancelled, options settled.

const CLOSED: Record<SystemCloseReason, MessageDescriptor> = {
  stop_loss: /*i18n*/ { id: 'notify.closed.stop_loss', message: 'Stop-loss closed {instrument} {side} {lots} lots' },
  trailing_stop: /*i18n*/ { id: 'notify.closed.trailing_stop', message: 'Trailing stop closed {instrument} {side} {lots} lots' },
  take_profit: /*i18n*/ { id: 'notify.closed.take_profit', message: 'Take-profit closed {instrument} {side} {lots} lots' },
  stop_out: /*i18n*/ { id: 'notify.closed.stop_out', message: 'Stop-out closed {instrument} {side} {lots} lots' },
};
const FILLED: MessageDescriptor = /*i18n*/ { id: 'notify.order_filled', message: 'Pending order filled: {instrument} {side} {lots} lots' };
const CANCELLED: MessageDescriptor = /*i18n*/ {
  id: 'notify.order_cancelled',
  message: 'Pending order cancelled: {instrument} {side} {lots} lots',
};
const CANCEL_REASON: Record<OrderCancelReason, MessageDescriptor> = {
  stop_out: /*i18n*/ { id: 'notify.order_cancelled.stop_out', message: 'Cancelled by a stop-out of the account' },
  no_margin: /*i18n*/ { id: 'notify.order_cancelled.no_margin', message: 'Not enough free margin to fill it' },
  expired: /*i18n*/ { id: 'notify.order_cancelled.expired', message: 'It expired' },
};
const OPTION: Record<'win' | 'loss', MessageDescriptor> = {
  win: /*i18n*/ { id: 'notify.option.win', message: 'Option won: {instrument} {direction}, {amount} USD' },
  loss: /*i18n*/ { id: 'notify.option.loss', message: 'Option lost: {instrument} {direction}, {amount} USD' },
};
const DIRECTION: Record<'up' | 'down', MessageDescriptor> = {
  up: /*i18n*/ { id: 'notify.option.up', message: 'Up' },
  down: /*i18n*/ { id: 'notify.option.down', message: 'Down' },
};
const RESULT: MessageDescriptor = /*i18n*/ { id: 'notify.result', message: 'Profit {profit} USD at {price}' };
const AT_PRICE: MessageDescriptor = /*i18n*/ { id: 'notify.at_price', message: 'At {price}' };
// The receipt (issue 35), when the deciding tick was not at the price seen or waited for.
const RESULT_SLIPPED: MessageDescriptor = /*i18n*/ {
  id: 'notify.result_slipped',
  message: 'Profit {profit} USD at {price} ({difference} {slippage, select, better {better} other {worse}} than {seen}, {money} USD)',
};
const AT_PRICE_SLIPPED: MessageDescriptor = /*i18n*/ {
  id: 'notify.at_price_slipped',
  message: 'At {price} ({difference} {slippage, select, better {better} other {worse}} than {seen}, {money} USD)',
};

const CLOSE_REASONS = ['stop_loss', 'trailing_stop', 'take_profit', 'stop_out'] as const satisfies readonly SystemCloseReason[];

/** "Profit -12.34 USD at 1.09790": a close's or a settlement's money and deciding price; null when one is missing. */
export function resultText(profit: string | null, price: string | null, reader: NotifyReader): string | null {
  if (profit === null || price === null) return null;
  return reader.translate(RESULT, { profit: signedText(profit, reader), price: figureText(price, reader) });
}

/** "At 1.09780": a fill's price; null when missing. */
export function atPriceText(price: string | null, reader: NotifyReader): string | null {
  return price === null ? null : reader.translate(AT_PRICE, { price: figureText(price, reader) });
}

/** A receipt's words ("0.00020 worse than 1.09800, -2.00 USD"), or null when the entry has none (or a garbled one). */
function receiptValues(detail: Detail, reader: NotifyReader) {
  const slippage = oneOf(detail.slippage, ['better', 'worse'] as const);
  const facts = all([textOf(detail.seen_price), textOf(detail.slippage_price), textOf(detail.slippage_money)] as const);
  if (slippage === null || facts === null) return null;
  const [seen, difference, money] = facts;
  return { slippage, seen: figureText(seen, reader), difference: figureText(difference, reader), money: signedText(money, reader) };
}

/** A close's line: its profit and price, with its receipt when the tick was not at the level. */
function closeLine(detail: Detail, reader: NotifyReader): string | null {
  const [profit, price] = [textOf(detail.profit), textOf(detail.price)];
  const receipt = receiptValues(detail, reader);
  if (receipt === null || profit === null || price === null) return resultText(profit, price, reader);
  return reader.translate(RESULT_SLIPPED, { ...receipt, profit: signedText(profit, reader), price: figureText(price, reader) });
}

/** A fill's line: its price, with its receipt when the tick was not at the order's price. */
function fillLine(detail: Detail, reader: NotifyReader): string | null {
  const price = textOf(detail.price);
  const receipt = receiptValues(detail, reader);
  if (receipt === null || price === null) return atPriceText(price, reader);
  return reader.translate(AT_PRICE_SLIPPED, { ...receipt, price: figureText(price, reader) });
}

export const TRADING_TEXT = {
  [NOTIFICATION_KIND.CONTRACT_CLOSED]: (detail, reader) => {
    const reason = oneOf(detail.reason, CLOSE_REASONS);
    const order = orderWordsOf(detail, reader);
    const result = closeLine(detail, reader);
    if (reason === null || order === null || result === null) return null;
    return { title: reader.translate(CLOSED[reason], { ...order }), detail: result };
  },
  [NOTIFICATION_KIND.ORDER_FILLED]: (detail, reader) => {
    const order = orderWordsOf(detail, reader);
    const at = fillLine(detail, reader);
    if (order === null || at === null) return null;
    return { title: reader.translate(FILLED, { ...order }), detail: at };
  },
  [NOTIFICATION_KIND.OPTION_SETTLED]: (detail, reader) => {
    const result = oneOf(detail.result, ['win', 'loss'] as const);
    const direction = oneOf(detail.direction, ['up', 'down'] as const);
    const [instrument, amount] = [textOf(detail.instrument), textOf(detail.amount)];
    const line = resultText(textOf(detail.profit), textOf(detail.price), reader);
    if (result === null || direction === null || instrument === null || amount === null || line === null) return null;
    const values = { instrument, direction: reader.translate(DIRECTION[direction]), amount: amountText(amount, reader) };
    return { title: reader.translate(OPTION[result], values), detail: line };
  },
  [NOTIFICATION_KIND.ORDER_CANCELLED]: (detail, reader) => {
    const reason = oneOf(detail.reason, ['stop_out', 'no_margin', 'expired'] as const);
    const order = orderWordsOf(detail, reader);
    if (reason === null || order === null) return null;
    return { title: reader.translate(CANCELLED, { ...order }), detail: reader.translate(CANCEL_REASON[reason]) };
  },
} satisfies Record<'contract_closed' | 'order_filled' | 'option_settled' | 'order_cancelled', KindText>;
