import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import type { InboxEntry } from '@common/api/notify';
import { NOTIFICATION_KIND, type NotificationKind } from '@common/notify';
import { entryText, type NotifyReader } from '@common/notify-text';

// An inbox entry's words by kind, from its facts: what the inbox shows and a push says. The reader here writes each
// message as its id and values, so a test reads which sentence was chosen and what went into it.

const reader: NotifyReader = {
  translate: (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    values === undefined
      ? descriptor.id
      : `${descriptor.id}(${Object.entries(values)
          .map(([key, value]) => `${key}=${String(value)}`)
          .join(',')})`,
  tag: 'de',
};

const text = (kind: string, detail: InboxEntry['detail']) => entryText({ kind: kind as NotificationKind, detail }, reader);
const NOTICE = { title: 'notify.notice', detail: null };

const ORDER = { order_id: 7, instrument: 'BTC/USDT', side: 'buy', lots: '1000.5' };

/** A well-formed entry of every kind: each must read as its own sentence, not the general notice. */
const SAMPLES: Record<NotificationKind, InboxEntry['detail']> = {
  new_device_sign_in: { user_agent: null, address: '203.0.113.7' },
  security_change: { event: 'password_changed' },
  contract_closed: { ...ORDER, reason: 'stop_loss', price: '43210.5', profit: '-1234.5' },
  order_filled: { ...ORDER, price: '43210.5' },
  option_settled: { order_id: 9, instrument: 'EUR/USD', direction: 'up', result: 'win', amount: '100', profit: '82', price: '1.1' },
  order_cancelled: { ...ORDER, reason: 'no_margin' },
  margin_warning: { step: 75, margin_level: '87.50', stop_out_level: '50.00' },
  price_alert: {
    alert_id: 1,
    instrument: 'EUR/USD',
    condition: 'above',
    level: '1.1',
    percent: null,
    window_minutes: null,
    price: '1.10002',
  },
  copy_opened: { ...ORDER, trader: 'Ava', price: '1.5' },
  copy_skipped: { trader: 'Ava', instrument: 'EUR/USD', side: 'sell', reason: 'free_margin' },
  copy_closed: { ...ORDER, trader: 'Ava', price: '1.5', profit: '3' },
  copy_stop_loss: { trader: 'Ava', limit: '200.00', profit: '-201.40', copies: 3 },
  deposit_decided: { id: 4, outcome: 'approved', amount: '1500.00', currency: 'USDT', reason: null },
  withdrawal_decided: { id: 4, outcome: 'rejected', amount: '20.00', currency: 'USDT', reason: 'Wrong address' },
  identity_decided: { id: 4, outcome: 'approved', amount: null, currency: null, reason: null },
  loan_decided: { id: 4, outcome: 'approved', amount: '500.00', currency: 'USD', reason: null },
  repayment_decided: { id: 4, outcome: 'approved', amount: '50.00', currency: 'USD', reason: null },
  trader_application_decided: { id: 4, outcome: 'rejected', amount: null, currency: null, reason: null },
  fund_redeemed: { subscription_id: 3, fund: 'Alpha', how: 'matured', amount: '1050', profit: '50' },
  fund_redemption_decided: { id: 3, outcome: 'rejected', amount: '1000.00', currency: 'USD', reason: 'Within the lock' },
  chat_reply: { preview: 'We have credited it.' },
};

describe('an inbox entry’s words', () => {
  it('words every kind this build knows in a sentence of its own', () => {
    for (const kind of Object.values(NOTIFICATION_KIND)) expect(text(kind, SAMPLES[kind]).title, kind).not.toBe(NOTICE.title);
  });

  it('names a new device’s sign-in with the address beneath, or says the address is unknown', () => {
    expect(text('new_device_sign_in', SAMPLES.new_device_sign_in)).toEqual({
      title: 'notify.new_device_sign_in(device=server.sign_in.device_unknown)',
      detail: '203.0.113.7',
    });
    expect(text('new_device_sign_in', {}).detail).toBe('notify.unknown_address');
  });

  it('says a security change as the security log does, naming the app only when it was the app', () => {
    expect(text('security_change', { event: 'second_factor_enabled', factor: 'totp' }).title).toBe('security.event.second_factor_enabled');
    expect(text('security_change', { event: 'second_factor_enabled', factor: 'passkey' }).title).toBe(
      'security.event.other_factor.second_factor_enabled',
    );
  });

  it('groups figures for the reader’s language and keeps the server’s decimals', () => {
    expect(text('contract_closed', SAMPLES.contract_closed)).toEqual({
      title: 'notify.closed.stop_loss(instrument=BTC/USDT,side=notify.side.buy,lots=1.000,5)',
      detail: 'notify.result(profit=-1.234,50,price=43.210,5)',
    });
    expect(text('option_settled', SAMPLES.option_settled).title).toBe(
      'notify.option.win(instrument=EUR/USD,direction=notify.option.up,amount=100,00)',
    );
  });

  it('says a copy closed in part following its trader, with the lots it still holds', () => {
    expect(text('copy_closed', { ...SAMPLES.copy_closed, lots: '0.1', partial: true, left: '0.2' })).toEqual({
      title: 'notify.copy.partly_closed(trader=Ava,instrument=BTC/USDT,side=notify.side.buy,lots=0,1,left=0,2)',
      detail: 'notify.result(profit=+3,00,price=1,5)',
    });
    // A part without the lots it left reads as the general notice, not as a whole close.
    expect(text('copy_closed', { ...SAMPLES.copy_closed, partial: true }).title).toBe(NOTICE.title);
  });

  it('says why a pending order was cancelled and why a copy was skipped', () => {
    expect(text('order_cancelled', SAMPLES.order_cancelled).detail).toBe('notify.order_cancelled.no_margin');
    expect(text('copy_skipped', SAMPLES.copy_skipped)).toEqual({
      title: 'notify.copy.skipped(trader=Ava,instrument=EUR/USD,side=notify.side.sell)',
      detail: 'copy.skip.free_margin',
    });
  });

  it('words a margin warning by its step and a price alert by its condition', () => {
    expect(text('margin_warning', SAMPLES.margin_warning).title).toBe('notify.margin.75');
    expect(text('margin_warning', { ...SAMPLES.margin_warning, step: 60 })).toEqual(NOTICE);
    expect(text('price_alert', { ...SAMPLES.price_alert, condition: 'move', level: null, percent: '-2.5', window_minutes: 15 }).title).toBe(
      'notify.alert.move(instrument=EUR/USD,percent=-2,5,minutes=15)',
    );
    expect(text('price_alert', { ...SAMPLES.price_alert, condition: 'move' })).toEqual(NOTICE);
  });

  it('gives a refusal’s reason beneath, and no reason line for an approval', () => {
    expect(text('withdrawal_decided', SAMPLES.withdrawal_decided)).toEqual({
      title: 'notify.withdrawal.rejected(amount=20,00,currency=USDT)',
      detail: 'notify.decision.reason(reason=Wrong address)',
    });
    expect(text('deposit_decided', SAMPLES.deposit_decided).detail).toBeNull();
    expect(text('deposit_decided', { ...SAMPLES.deposit_decided, amount: null })).toEqual(NOTICE);
  });

  it('reads an unknown kind, or facts missing or garbled, as a general notice', () => {
    expect(text('price_alert_fired', { code: 'EURUSD' })).toEqual(NOTICE);
    expect(text('toString', {})).toEqual(NOTICE);
    expect(text('security_change', { event: 7 })).toEqual(NOTICE);
    expect(text('contract_closed', { ...SAMPLES.contract_closed, reason: 'manual' })).toEqual(NOTICE);
    expect(text('order_filled', { ...SAMPLES.order_filled, side: 'long' })).toEqual(NOTICE);
    expect(text('option_settled', { ...SAMPLES.option_settled, result: 'draw' })).toEqual(NOTICE);
  });
});
