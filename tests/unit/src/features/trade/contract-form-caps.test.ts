import { describe, expect, it } from 'vitest';
import { initialDraft, withAllowedMultiple } from '../../../../../src/features/trade/contract-form';
import { instrument } from './fixtures';

// The contract draft under the client's caps (issue 38): a multiple kept from before, or the instrument's first, that
// the rules no longer allow gives way to the first one they do.

const item = instrument({ HasForexMultiple: [{ Value: 10 }, { Value: 5 }, { Value: 2 }] });

describe('the multiple of a draft under caps', () => {
  it('stays when allowed', () => {
    const draft = { ...initialDraft(item, '67000.00'), multiple: 5 };
    expect(withAllowedMultiple(draft, [5, 2])).toBe(draft);
  });

  it('gives way to the first allowed one when above the cap', () => {
    const draft = initialDraft(item, '67000.00');
    expect(draft.multiple).toBe(10);
    expect(withAllowedMultiple(draft, [5, 2]).multiple).toBe(5);
  });

  it('is none when nothing is allowed', () => {
    expect(withAllowedMultiple(initialDraft(item, '67000.00'), []).multiple).toBeNull();
  });
});
