import { describe, expect, it } from 'vitest';
import { EMPTY_PAGED, withFailure, withPage } from '../../../../../src/features/wallet/paged-list';

const idOf = (row: { id: number }) => row.id;
const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('a paged wallet list', () => {
  it('page 1 replaces what was shown (a refresh)', () => {
    const shown = withPage(EMPTY_PAGED, { items: rows(5, 4), total: 5 }, 1, idOf);
    const refreshed = withPage(shown, { items: rows(6, 5), total: 6 }, 1, idOf);
    expect(refreshed.items).toEqual(rows(6, 5));
    expect(refreshed).toMatchObject({ total: 6, pages: 1, failed: false });
  });

  it('a later page adds its rows, leaving out one a shift brought twice', () => {
    const first = withPage(EMPTY_PAGED, { items: rows(9, 8), total: 4 }, 1, idOf);
    // A new row at the top pushed 8 onto page 2.
    const second = withPage(first, { items: rows(8, 7), total: 5 }, 2, idOf);
    expect(second.items).toEqual(rows(9, 8, 7));
    expect(second).toMatchObject({ total: 5, pages: 2 });
  });

  it('a failed load marks the list finished and keeps its rows', () => {
    const first = withPage(EMPTY_PAGED, { items: rows(1), total: 3 }, 1, idOf);
    const failed = withFailure(first);
    expect(failed.failed).toBe(true);
    expect(failed.items).toEqual(rows(1));
    expect(withPage(failed, { items: rows(2), total: 3 }, 1, idOf).failed).toBe(false);
  });
});
