import { describe, expect, it } from 'vitest';
import { changesOf, valueText } from '../../../../../src/admin/audit/changes';

const words = { time: (at: number) => new Date(at).toISOString(), yes: 'Yes', no: 'No' };

describe('what an operator act changed', () => {
  it('lists only the fields whose values differ, with before and after', () => {
    expect(
      changesOf({ id: 1, code: 'USDT', draw_rate: '1', enabled: true }, { id: 1, code: 'USDT', draw_rate: '3', enabled: true }),
    ).toEqual([{ field: 'draw_rate', before: '1', after: '3' }]);
  });

  it('lists every field of a record created from nothing, without the number the row already shows', () => {
    expect(changesOf(null, { id: 7, name: 'EUR', usd_price: '0.92' })).toEqual([
      { field: 'name', before: undefined, after: 'EUR' },
      { field: 'usd_price', before: undefined, after: '0.92' },
    ]);
  });

  it('reads a setting as one change named by its key', () => {
    expect(changesOf({ key: 'four_eyes_above', value: '1000.00' }, { key: 'four_eyes_above', value: '2500.00' })).toEqual([
      { field: 'four_eyes_above', before: '1000.00', after: '2500.00' },
    ]);
    expect(changesOf(null, { key: 'stop_out_level', value: '0.3' })).toEqual([
      { field: 'stop_out_level', before: undefined, after: '0.3' },
    ]);
  });

  it("compares only what the record after names: a chat reply is its message, not the conversation's fields struck out", () => {
    const conversation = {
      id: 4,
      user_id: 9,
      uid: '100009',
      email: 'a@example.com',
      guest: false,
      status: 0,
      unread: 2,
      last_message: 'hi',
    };
    expect(changesOf(conversation, { message_id: 31 })).toEqual([{ field: 'message_id', before: undefined, after: 31 }]);
  });

  it("leaves out what the row says elsewhere: the outcome (the action), the operator's reason and the customer", () => {
    const before = { id: 12, user_id: 9, uid: '100009', status: 0, notes: '', payment_reference: '' };
    const after = { id: 12, user_id: 9, uid: '100009', status: 1, notes: 'Paid by wire', payment_reference: 'HSBC-2026-0042' };
    expect(changesOf(before, after)).toEqual([{ field: 'payment_reference', before: '', after: 'HSBC-2026-0042' }]);
  });

  it('shows nested values and values that are not records whole', () => {
    expect(changesOf({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([{ field: 'tags', before: ['a'], after: ['a', 'b'] }]);
    expect(changesOf('old', 'new')).toEqual([{ field: '', before: 'old', after: 'new' }]);
  });

  it('finds nothing when nothing changed (a first approval records the request as it stays)', () => {
    expect(changesOf({ suspended: false }, { suspended: false })).toEqual([]);
    const waiting = { id: 3, status: 0, number: '5000.00' };
    expect(changesOf(waiting, { ...waiting })).toEqual([]);
  });
});

describe('a changed value as the log shows it', () => {
  it('writes a time as a date and time, never as epoch milliseconds', () => {
    const at = Date.UTC(2026, 0, 5, 12, 30, 0);
    const text = valueText('usd_price_at', at, words);
    expect(text).toBe('2026-01-05T12:30:00.000Z');
    // A number that is not a time stays a number.
    expect(valueText('seconds', 60, words)).toBe('60');
  });

  it('writes yes and no, and a dash for nothing', () => {
    expect(valueText('suspended', true, words)).toBe('Yes');
    expect(valueText('halted', false, words)).toBe('No');
    expect(valueText('remark', '', words)).toBe('—');
    expect(valueText('remark', null, words)).toBe('—');
  });

  it('cuts a long text (the whole record is in the CSV export)', () => {
    const text = valueText('content', 'x'.repeat(500), words);
    expect(text.length).toBeLessThan(200);
    expect(text.endsWith('…')).toBe(true);
  });
});
