import { describe, expect, it } from 'vitest';
import type { RuleSet } from '../../../../../common/api/admin-protection';
import { closeOutRatio, draftOf, saveInputOf } from '../../../../../src/admin/config/rule-set-form';

// The rule-set editor's terms and the wire's: the close-out level typed in percent is sent as ratio text with no
// float in between, and a set read back and saved unchanged sends what it holds.

describe('the rule-set form', () => {
  it('turns a percentage into ratio text exactly, and empty into null', () => {
    expect(closeOutRatio('50')).toBe('0.5');
    expect(closeOutRatio('12.5')).toBe('0.125');
    expect(closeOutRatio(' 33.33 ')).toBe('0.3333');
    expect(closeOutRatio('100')).toBe('1');
    expect(closeOutRatio('  ')).toBeNull();
    // Not a percentage: sent as typed to the check, which refuses it.
    expect(closeOutRatio('50%')).toBe('50%');
  });

  it('saves a set read back unchanged as it is', () => {
    const set: RuleSet = {
      id: 4,
      name: 'Australia',
      is_default: false,
      countries: ['NZ', 'AU'],
      leverage_caps: { fx_major: 30, crypto: 2 },
      close_out_level: '0.455',
      retail_options: false,
      copy_trading: false,
      risk_warning: 'none',
      updated_at: 1,
    };
    expect(draftOf(set).closeOutPercent).toBe('45.5');
    expect(saveInputOf(draftOf(set))).toEqual({
      id: 4,
      name: 'Australia',
      countries: ['AU', 'NZ'],
      leverage_caps: { fx_major: 30, crypto: 2 },
      close_out_level: '0.455',
      retail_options: false,
      copy_trading: false,
      risk_warning: 'none',
    });
  });
});
