import { describe, expect, it } from 'vitest';
import type { Fund } from '../../../../../common/api/fund';
import { fundListRules, infiniteListState } from '../../../../../src/features/fund/paged';
import { subscribeProblem } from '../../../../../src/features/fund/validation';

// The subscribe form refuses what the server would, with the server's schema and limits; the lists page as the
// server pages them.

const fund: Fund = {
  id: 1,
  title: 'Steady 7-day',
  image: '',
  currency_code: 'USD',
  dividend_percentage: '0.35',
  staring_sub_amount: '100.00',
  lock_dividend_days: 7,
  max_sub_amount: '5000.00',
  desc: '',
  liquidated_damages: '5',
  refund_mode: 1,
  lang: 'en',
};

describe('the subscribe form', () => {
  it('asks for the lock number when empty, and names what is wrong with a typed amount', () => {
    expect(subscribeProblem('', fund)).toBe('required');
    expect(subscribeProblem('  ', fund)).toBe('required');
    expect(subscribeProblem('abc', fund)).toBe('not_number');
    expect(subscribeProblem('1e3', fund)).toBe('not_number');
    expect(subscribeProblem('0', fund)).toBe('not_positive');
    expect(subscribeProblem('100.001', fund)).toBe('too_many_decimals');
    expect(subscribeProblem('99.99', fund)).toBe('below_minimum');
    expect(subscribeProblem('5000.01', fund)).toBe('above_maximum');
    expect(subscribeProblem('100', fund)).toBeNull();
    expect(subscribeProblem('5000.00', fund)).toBeNull();
  });
});

describe('fund list paging', () => {
  it('replaces the list with page 1 and adds later pages without repeating a row', () => {
    const rules = fundListRules<{ id: number }>();
    const first = rules.withPage(rules.empty, { data: [{ id: 3 }, { id: 2 }], total: 3, current_page: 1, last_page: 2 }, 1);
    const second = rules.withPage(first, { data: [{ id: 2 }, { id: 1 }], total: 3, current_page: 2, last_page: 2 }, 2);
    expect(second.items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(rules.withPage(second, { data: [{ id: 4 }], total: 4, current_page: 1, last_page: 1 }, 1).items).toEqual([{ id: 4 }]);
    expect(rules.withFailure(second).failed).toBe(true);
  });

  it('tells the list its rows, its count, a failed page and how to load more', () => {
    const rules = fundListRules<{ id: number }>();
    const loaded = rules.withPage(rules.empty, { data: [{ id: 1 }], total: 5, current_page: 1, last_page: 5 }, 1);
    const loadMore = () => undefined;
    const state = infiniteListState({ list: rules.withFailure(loaded), loading: false, loadMore, refresh: () => Promise.resolve() });
    expect(state).toEqual({ items: [{ id: 1 }], total: 5, loading: false, error: true, onLoadMore: loadMore });
  });
});
