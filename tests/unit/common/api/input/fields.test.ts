import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { integerBetween } from '../../../../../common/api/input/fields';

// The shared whole-number field: exact whole numbers in range pass, everything else is refused, never rounded.

const field = integerBetween(0, 1_000_000);
const read = (value: unknown) => z.safeParse(field, value);

describe('integerBetween', () => {
  it('takes whole numbers in range, as numbers or text', () => {
    for (const [input, expected] of [
      [0, 0],
      ['0', 0],
      [-0, 0],
      [7, 7],
      ['1000000', 1_000_000],
    ] as const) {
      expect(read(input)).toMatchObject({ success: true, data: expected });
    }
  });

  it('refuses fractions, exponents, huge, non-finite, hex, padded, "-0" and out-of-range values', () => {
    const bad = [
      1.5,
      '1.5',
      '1e309',
      Number.POSITIVE_INFINITY,
      Number.NaN,
      '9007199254740993',
      2 ** 53 + 2,
      'abc',
      '',
      ' 3',
      '3 ',
      '0x10',
      '1e3',
      1e21,
      -1,
      '1000001',
      '01',
      '-0',
      null,
      true,
    ];
    for (const value of bad) expect(read(value).success, String(value)).toBe(false);
  });
});
