import { describe, expect, it } from 'vitest';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { oneOf, optionalAmount, optionalId, optionalText, returnPath, searchOf } from '../../../../src/lib/search';

describe('route search parameters', () => {
  it('keeps good values and drops bad ones instead of failing the screen', () => {
    const validate = searchOf({ id: optionalId, type: oneOf([1, 0, 3] as const), invite_code: optionalText });
    expect(validate({ id: '42', type: '3', invite_code: 'AB12' })).toEqual({ id: 42, type: 3, invite_code: 'AB12' });
    expect(validate({ id: 42, type: 0 })).toEqual({ id: 42, type: 0 });
    expect(validate({ id: '-1', type: '2', invite_code: 'x'.repeat(201) })).toEqual({});
    expect(validate({ id: '1e3', type: 'holding' })).toEqual({});
    expect(validate({ id: '007' })).toEqual({});
    expect(validate({ id: '99999999999999999' })).toEqual({});
    expect(validate({ unrelated: 'kept out' })).toEqual({});
  });

  it('only returns to paths inside the app after login', () => {
    expect(returnPath('/order?type=0')).toBe('/order?type=0');
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', 42]) {
      expect(returnPath(hostile), String(hostile)).toBeUndefined();
    }
  });

  it('keeps an amount plain in the address, never quoted (issue #19 item 12)', () => {
    const validate = searchOf({ id: optionalId, amount: optionalAmount });
    for (const address of ['?id=2&amount=100', '?id=2&amount=25.5', '?id=1&amount=1999.99']) {
      const search = validate(defaultParseSearch(address));
      expect(defaultStringifySearch(search), address).toBe(address);
    }
    // The text a screen makes of it is the decimal that was in the link.
    expect(String(validate(defaultParseSearch('?amount=1999.99')).amount)).toBe('1999.99');
    // A link written quoted before this fix is read, and written back plain.
    expect(defaultStringifySearch(validate(defaultParseSearch('?id=2&amount=%22100%22')))).toBe('?id=2&amount=100');
    // What is not a positive amount of at most 2 decimals is dropped.
    for (const bad of ['0', '-5', '1.234', 'abc', '1e21', '', '%2212.345%22']) {
      expect(validate(defaultParseSearch(`?amount=${bad}`)), bad).toEqual({});
    }
  });
});
