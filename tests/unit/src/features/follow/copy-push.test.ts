import { describe, expect, it } from 'vitest';
import type { FollowOrder, FollowTradeOrder } from '@common/api/follow';
import { onCopyPush, type CopyPages } from '../../../../../src/features/follow/copy-push';
import { copy } from './fixtures';

// What a FOREX_FOLLOW_TRADE push does to the cached pages of one follow's copies (the order drawer's tabs).

const of = { traderUserId: 70, followerUserId: 5 };

function pages(...lists: FollowOrder[][]): CopyPages {
  const total = lists.flat().length;
  return { pages: lists.map((data) => ({ data, total, all_fact_profits: '0.00' })), pageParams: lists.map((_, index) => index + 1) };
}

const push = (id: number, status: 1 | 3, profit: string, overrides: Partial<FollowTradeOrder> = {}): FollowTradeOrder => ({
  Id: id,
  UpdatePrice: '1.10200',
  FactProfits: profit,
  Status: status,
  user_id: 70,
  follower_id: 5,
  ...overrides,
});

describe('a copy push on the holding tab', () => {
  it('moves the live price and profit of the copies shown', () => {
    const before = pages([copy(1), copy(2)]);
    const outcome = onCopyPush(before, 1, of, [push(2, 1, '9.50')]);
    expect(outcome.kind).toBe('pages');
    if (outcome.kind !== 'pages') return;
    expect(outcome.pages.pages[0]!.data[1]).toMatchObject({ Id: 2, UpdatePrice: '1.10200', FactProfits: '9.50' });
    // The untouched copy keeps its identity, so it does not repaint.
    expect(outcome.pages.pages[0]!.data[0]).toBe(before.pages[0]!.data[0]);
  });

  it('gives back the same pages when nothing shown changed', () => {
    const before = pages([copy(1)]);
    expect(onCopyPush(before, 1, of, [push(1, 1, '4.00', { UpdatePrice: '1.10010' })])).toEqual({ kind: 'pages', pages: before });
    // Another follow's copies (another follower of the trader) do not touch this list.
    expect(onCopyPush(before, 1, of, [push(1, 1, '99.00', { follower_id: 6 })])).toEqual({ kind: 'pages', pages: before });
  });

  it('takes a closed copy out of the tab, and its count down on every page', () => {
    const before = pages([copy(1), copy(2)], [copy(3)]);
    const outcome = onCopyPush(before, 1, of, [push(1, 3, '-2.00')]);
    if (outcome.kind !== 'pages') throw new Error('expected pages');
    expect(outcome.pages.pages[0]!.data.map((order) => order.Id)).toEqual([2]);
    expect(outcome.pages.pages.map((page) => page.total)).toEqual([2, 2]);
  });

  it('reloads when a new copy opens that the complete tab does not show', () => {
    expect(onCopyPush(pages([copy(1)]), 1, of, [push(5, 1, '0.00')])).toEqual({ kind: 'reload' });
  });

  it('does not reload for an unknown copy while later pages are not loaded (it may be on one of them)', () => {
    const partial: CopyPages = { pages: [{ data: [copy(1)], total: 12, all_fact_profits: '0.00' }], pageParams: [1] };
    expect(onCopyPush(partial, 1, of, [push(5, 1, '0.00')]).kind).toBe('pages');
  });
});

describe('a copy push on the history tab', () => {
  it('reloads when a copy closed (a new row), and ignores live prices', () => {
    const before = pages([copy(1, { Status: 3 })]);
    expect(onCopyPush(before, 3, of, [push(2, 3, '5.00')])).toEqual({ kind: 'reload' });
    expect(onCopyPush(before, 3, of, [push(2, 1, '5.00')])).toEqual({ kind: 'pages', pages: before });
  });
});
