import { describe, expect, it } from 'vitest';
import type { RuleSet } from '../../../../common/api/admin-protection';
import { Decimal } from '../../../../common/money';
import { ESMA_LEVERAGE_CAPS } from '../../../../common/protection';
import { INSTRUMENTS } from '../../../../server/market/instrument-data';
import { copyRules } from '../../../../server/protection/copy-rules';
import type { Standing } from '../../../../server/protection/standing';

// What the rules say of one copy for a follower, as the copier asks for each of its batch: the same rules a submit of
// the follower's own meets, and the close-out level the copy keeps.

const NOW = Date.UTC(2026, 11, 1, 9, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;
const BTC = INSTRUMENTS.find((instrument) => instrument.assetClass === 'crypto')!;

const ruleSet = (overrides: Partial<RuleSet>): RuleSet => ({
  id: 2,
  name: 'EU/EEA',
  is_default: false,
  countries: ['DE'],
  leverage_caps: ESMA_LEVERAGE_CAPS,
  close_out_level: '0.5',
  retail_options: false,
  copy_trading: true,
  risk_warning: 'full',
  updated_at: 0,
  ...overrides,
});

const standing = (overrides: Partial<Standing>): Standing => ({
  userId: 7,
  isDemo: false,
  frozen: false,
  residence: 'DE',
  category: 'retail',
  limits: null,
  coolOffUntil: null,
  excludedUntil: null,
  excludedIndefinitely: false,
  results: {
    day: { key: null, result: new Decimal(0) },
    week: { key: null, result: new Decimal(0) },
    month: { key: null, result: new Decimal(0) },
  },
  ...overrides,
});

const book = (set: RuleSet) => ({ forResidence: () => set });

describe('the copy rules of a follower', () => {
  it('lets a retail client copy within the cap, the copy keeping their rule set’s close-out level', () => {
    const check = copyRules(book(ruleSet({})), standing({}), BTC, 2, NOW);
    expect(check.skip).toBeNull();
    expect(check.lossLeft).toBeNull();
    expect(check.closeOutLevel?.toFixed()).toBe('0.5');
  });

  it('skips a trader’s multiple above a retail follower’s cap; a professional follower is not capped and keeps no level', () => {
    expect(copyRules(book(ruleSet({})), standing({}), BTC, 5, NOW).skip).toBe('leverage_cap');
    const professional = copyRules(book(ruleSet({})), standing({ category: 'professional' }), BTC, 5, NOW);
    expect([professional.skip, professional.closeOutLevel]).toEqual([null, null]);
  });

  it('skips every copy on a break first, then where copy trading is not offered', () => {
    const coolingOff = standing({ coolOffUntil: NOW + DAY_MS });
    expect(copyRules(book(ruleSet({ copy_trading: false })), coolingOff, BTC, 5, NOW).skip).toBe('taking_break');
    expect(copyRules(book(ruleSet({ copy_trading: false })), standing({}), BTC, 2, NOW).skip).toBe('not_offered');
    // Once the cool-off ended, the copy goes ahead.
    expect(copyRules(book(ruleSet({})), coolingOff, BTC, 2, NOW + DAY_MS).skip).toBeNull();
  });

  it('keeps no level of its own under a rule set without one (the platform’s applies)', () => {
    expect(copyRules(book(ruleSet({ close_out_level: null })), standing({}), BTC, 2, NOW).closeOutLevel).toBeNull();
  });
});
