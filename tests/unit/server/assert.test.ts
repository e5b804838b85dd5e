import { describe, expect, it } from 'vitest';
import { assert, InvariantError } from '../../../server/assert';

describe('assert', () => {
  it('passes when the invariant holds, without computing a lazy message', () => {
    let computed = false;
    assert(1 + 1 === 2, () => {
      computed = true;
      return 'never';
    });
    expect(computed).toBe(false);
  });

  it('throws an InvariantError with the message when it does not hold, eager or lazy', () => {
    expect(() => assert(null, 'journal insert returned nothing')).toThrow(new InvariantError('journal insert returned nothing'));
    const sums: string[] = ['0.01'];
    const sum = sums[0] ?? '';
    expect(() => assert(sum === '0', () => `journal does not balance: postings sum to ${sum}`)).toThrow(
      /^journal does not balance: postings sum to 0\.01$/,
    );
    try {
      assert(false, 'x');
    } catch (error) {
      expect(error).toBeInstanceOf(InvariantError);
      expect((error as Error).name).toBe('InvariantError');
    }
  });
});
