import { describe, expect, it } from 'vitest';
import { idListRules } from '../../../../../src/lib/query/id-list';
import { foldPages } from '../../../../../src/lib/query/paged';

const rules = idListRules((row: { id: number }) => row.id);

describe('an id-keyed paged list', () => {
  it('adds a later page after the rows shown, leaving out a row that came twice', () => {
    const list = foldPages(
      [
        { data: [{ id: 3 }, { id: 2 }], total: 4 },
        { data: [{ id: 2 }, { id: 1 }], total: 4 },
      ],
      rules,
    );
    expect(list).toEqual({ items: [{ id: 3 }, { id: 2 }, { id: 1 }], total: 4, pages: 2, failed: false });
  });

  it('replaces the list with page 1 and marks a failure as finished', () => {
    const one = rules.withPage(rules.withPage(rules.empty, { data: [{ id: 1 }], total: 1 }, 1), { data: [{ id: 9 }], total: 1 }, 1);
    expect(one.items).toEqual([{ id: 9 }]);
    expect(rules.withFailure(one)).toMatchObject({ items: [{ id: 9 }], failed: true });
  });
});
