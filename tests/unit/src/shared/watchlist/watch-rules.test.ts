import { describe, expect, it } from 'vitest';
import { deviceIds, withWatch } from '../../../../../src/shared/watchlist/watch-rules';

// A guest's stars on the device follow the server's rules (server/watchlist/watchlist.ts): a new star goes last, a
// second star of one instrument keeps its place, taking off one not there changes nothing; and what was stored is
// read back cleaned, since an older build or devtools may have written it.

describe("a guest's stars", () => {
  it('add a new star last, keep a starred one where it is, and take one off', () => {
    expect(withWatch([], { id: 13, watch: true })).toEqual([13]);
    expect(withWatch([13], { id: 1, watch: true })).toEqual([13, 1]);
    expect(withWatch([13, 1], { id: 13, watch: true })).toEqual([13, 1]);
    expect(withWatch([13, 1], { id: 13, watch: false })).toEqual([1]);
    expect(withWatch([1], { id: 13, watch: false })).toEqual([1]);
  });

  it('are read back as whole positive ids, each once, anything else dropped', () => {
    expect(deviceIds([13, 1, 13, 0, -2, 1.5, '4', null, Number.NaN, 2 ** 60])).toEqual([13, 1]);
    expect(deviceIds('13')).toEqual([]);
    expect(deviceIds(null)).toEqual([]);
    expect(deviceIds({ 0: 13 })).toEqual([]);
  });
});
