import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import type { InboxEntry } from '@common/api/notify';
import type { NotificationKind } from '@common/notify';
import { entryText, type NotifyReader } from '@common/notify-text';

// The receipt in the trading entries (issue 35): a fill or a stop's close whose tick was not at the price waited for
// says how far, better or worse, and what it made or cost; one at the price reads as before. The reader writes each
// message as its id and values.

const reader: NotifyReader = {
  translate: (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    values === undefined
      ? descriptor.id
      : `${descriptor.id}(${Object.entries(values)
          .map(([key, value]) => `${key}=${String(value)}`)
          .join(',')})`,
  tag: 'en',
};
const text = (kind: NotificationKind, detail: InboxEntry['detail']) => entryText({ kind, detail }, reader);
const ORDER = { order_id: 7, instrument: 'EUR/USD', side: 'buy', lots: '0.1' };
const RECEIPT = { seen_price: '1.09800', slippage_price: '0.00100', slippage_money: '-10.00', slippage: 'worse' };

describe('the receipt in the trading entries', () => {
  it('tells a stop-loss gapped past its level: how far, worse, and what it cost', () => {
    const closed = text('contract_closed', { ...ORDER, reason: 'stop_loss', price: '1.09700', profit: '-30.00', ...RECEIPT });
    expect(closed.detail).toBe(
      'notify.result_slipped(slippage=worse,seen=1.09800,difference=0.00100,money=-10.00,profit=-30.00,price=1.09700)',
    );
  });

  it('tells a pending order filled better than its price', () => {
    const receipt = { seen_price: '1.09500', slippage_price: '0.00100', slippage_money: '10.00', slippage: 'better' };
    expect(text('order_filled', { ...ORDER, price: '1.09400', ...receipt }).detail).toBe(
      'notify.at_price_slipped(slippage=better,seen=1.09500,difference=0.00100,money=+10.00,price=1.09400)',
    );
  });

  it('reads as before without a receipt, or with a garbled one', () => {
    expect(text('order_filled', { ...ORDER, price: '1.09500' }).detail).toBe('notify.at_price(price=1.09500)');
    expect(text('order_filled', { ...ORDER, price: '1.09500', ...RECEIPT, slippage: 'sideways' }).detail).toBe(
      'notify.at_price(price=1.09500)',
    );
    expect(text('contract_closed', { ...ORDER, reason: 'take_profit', price: '1.10500', profit: '50.00' }).detail).toBe(
      'notify.result(profit=+50.00,price=1.10500)',
    );
  });
});
