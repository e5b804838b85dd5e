import { describe, expect, it } from 'vitest';
import type { InboxEntry } from '@common/api/notify';
import { entryText, type EntryWords } from '../../../../../src/features/notify/entry-text';

// An inbox entry's words by kind, from its facts: what the screen shows, without React.

const words: EntryWords = {
  newDeviceSignIn: (userAgent) => `sign-in:${userAgent ?? 'none'}`,
  address: (address) => `address:${address ?? 'none'}`,
  securityChange: (event, factor) => `event:${event}:${factor ?? 'none'}`,
  contractClosed: (reason, order) => `closed:${reason}:${order.instrument}:${order.side}:${order.lots}`,
  orderFilled: (order) => `filled:${order.instrument}:${order.side}:${order.lots}`,
  optionSettled: (result, option) => `option:${result}:${option.instrument}:${option.direction}:${option.amount}`,
  result: (profit, price) => `result:${profit}@${price}`,
  fillPrice: (price) => `at:${price}`,
  notice: 'notice',
};

const text = (kind: string, detail: InboxEntry['detail']) => entryText({ kind: kind as InboxEntry['kind'], detail }, words);

describe('an inbox entry’s words', () => {
  it('names a new device’s sign-in with the address beneath', () => {
    expect(text('new_device_sign_in', { user_agent: 'UA', address: '203.0.113.7' })).toEqual({
      title: 'sign-in:UA',
      detail: 'address:203.0.113.7',
    });
    expect(text('new_device_sign_in', {})).toEqual({ title: 'sign-in:none', detail: 'address:none' });
  });

  it('says a security change as the security log does, with its factor', () => {
    expect(text('security_change', { event: 'second_factor_enabled', factor: 'passkey' })).toEqual({
      title: 'event:second_factor_enabled:passkey',
      detail: null,
    });
    expect(text('security_change', { event: 'password_changed' }).title).toBe('event:password_changed:none');
  });

  it('reads an unknown kind, or a change without its event, as a general notice', () => {
    expect(text('price_alert_fired', { code: 'EURUSD' })).toEqual({ title: 'notice', detail: null });
    expect(text('security_change', { event: 7 })).toEqual({ title: 'notice', detail: null });
    expect(text('toString', {})).toEqual({ title: 'notice', detail: null });
  });

  it('names a position the system closed, with its profit and price beneath', () => {
    const detail = {
      reason: 'stop_loss',
      order_id: 7,
      instrument: 'BTC/USDT',
      side: 'buy',
      lots: '0.01',
      price: '43210.5',
      profit: '-12.34',
    };
    expect(text('contract_closed', detail)).toEqual({ title: 'closed:stop_loss:BTC/USDT:buy:0.01', detail: 'result:-12.34@43210.5' });
    expect(text('contract_closed', { ...detail, reason: 'take_profit', side: 'sell' }).title).toBe('closed:take_profit:BTC/USDT:sell:0.01');
    expect(text('contract_closed', { ...detail, reason: 'stop_out' }).title).toBe('closed:stop_out:BTC/USDT:buy:0.01');
  });

  it('names a filled pending order with its price', () => {
    expect(text('order_filled', { order_id: 3, instrument: 'EUR/USD', side: 'sell', lots: '0.1', price: '1.09390' })).toEqual({
      title: 'filled:EUR/USD:sell:0.1',
      detail: 'at:1.09390',
    });
  });

  it('names a settled option by its result, with what it made and the deciding price', () => {
    const detail = {
      order_id: 9,
      instrument: 'EUR/USD',
      direction: 'up',
      result: 'win',
      amount: '100.00',
      profit: '82.00',
      price: '1.10010',
    };
    expect(text('option_settled', detail)).toEqual({ title: 'option:win:EUR/USD:up:100.00', detail: 'result:82.00@1.10010' });
    expect(text('option_settled', { ...detail, result: 'loss', direction: 'down', profit: '-100.00' })).toEqual({
      title: 'option:loss:EUR/USD:down:100.00',
      detail: 'result:-100.00@1.10010',
    });
  });

  it('reads a trading entry with a fact missing or garbled as a general notice', () => {
    const notice = { title: 'notice', detail: null };
    expect(text('contract_closed', { reason: 'manual', instrument: 'EUR/USD', side: 'buy', lots: '1', price: '1', profit: '1' })).toEqual(
      notice,
    );
    expect(text('order_filled', { instrument: 'EUR/USD', side: 'long', lots: '1', price: '1' })).toEqual(notice);
    expect(
      text('option_settled', { instrument: 'EUR/USD', direction: 'up', result: 'draw', amount: '1', profit: '0', price: '1' }),
    ).toEqual(notice);
  });
});
