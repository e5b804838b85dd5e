import { describe, expect, it } from 'vitest';
import { driftOf } from '../../../scripts/i18n-stale';

describe('driftOf', () => {
  const catalog = 'locales/{locale}/messages';

  it('finds nothing when the code and the catalog hold the same ids', () => {
    const same = new Map([
      ['a1', 'Buy'],
      ['b2', 'Sell'],
    ]);
    expect(driftOf(catalog, same, new Map(same))).toEqual({ catalog, notExtracted: [], noLongerUsed: [] });
  });

  it('names a message whose text changed: the new one is not extracted and the old one is left behind', () => {
    const used = new Map([
      ['a1', 'Buy'],
      ['n3', '{count} instruments found'],
    ]);
    const held = new Map([
      ['a1', 'Buy'],
      ['o4', '{0} instruments found'],
    ]);
    expect(driftOf(catalog, used, held)).toEqual({
      catalog,
      notExtracted: ['{count} instruments found'],
      noLongerUsed: ['{0} instruments found'],
    });
  });
});
