import { describe, expect, it } from 'vitest';
import { changesOf } from '../../../../../src/admin/audit/changes';

describe('what an operator act changed', () => {
  it('lists only the fields whose values differ, with before and after', () => {
    expect(
      changesOf({ id: 1, code: 'USDT', draw_rate: '1', enabled: true }, { id: 1, code: 'USDT', draw_rate: '3', enabled: true }),
    ).toEqual([{ field: 'draw_rate', before: '1', after: '3' }]);
  });

  it('lists every field of a record created from nothing', () => {
    expect(changesOf(null, { key: 'stop_out_level', value: '0.3' })).toEqual([
      { field: 'key', before: '', after: 'stop_out_level' },
      { field: 'value', before: '', after: '0.3' },
    ]);
  });

  it('shows nested values and values that are not records whole', () => {
    expect(changesOf({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([{ field: 'tags', before: '["a"]', after: '["a","b"]' }]);
    expect(changesOf('old', 'new')).toEqual([{ field: '', before: 'old', after: 'new' }]);
  });

  it('finds nothing when nothing changed', () => {
    expect(changesOf({ suspended: false }, { suspended: false })).toEqual([]);
  });
});
