import { describe, expect, it } from 'vitest';
import { oneOf, optionalId, optionalText, returnPath, searchOf } from '../../../../src/lib/search';

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
});
