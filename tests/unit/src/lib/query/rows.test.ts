import { describe, expect, it } from 'vitest';
import { rowListRules } from '../../../../../src/lib/query/rows';
import { foldPages } from '../../../../../src/lib/query/paged';

// Paged `{ data, total }` lists (the loan records): page 1 replaces, later pages add only rows not shown yet.

const rules = rowListRules<{ id: number }>();
const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('paged data lists', () => {
  it('adds later pages after the first, leaving out rows a shift brought twice', () => {
    const list = foldPages(
      [
        { data: rows(9, 8), total: 5 },
        { data: rows(8, 7, 6), total: 5 },
      ],
      rules,
    );
    expect(list.items.map((row) => row.id)).toEqual([9, 8, 7, 6]);
    expect(list.total).toBe(5);
    expect(list.pages).toBe(2);
  });

  it('starts over on page 1 (a refresh) and marks a failed load', () => {
    const loaded = foldPages([{ data: rows(3, 2), total: 2 }], rules);
    expect(rules.withPage(loaded, { data: rows(4), total: 3 }, 1).items).toEqual(rows(4));
    expect(rules.withFailure(loaded)).toEqual({ ...loaded, failed: true });
    expect(rules.empty).toEqual({ items: [], total: null, pages: 0, failed: false });
  });
});
