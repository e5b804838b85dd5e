import { describe, expect, it } from 'vitest';
import { CODE } from '@common/envelope';
import { ApiCallError } from '../../../../src/lib/http/errors';
import { keepsKey, SubmitKey } from '../../../../src/lib/submit-key';

function keys() {
  let next = 0;
  return new SubmitKey(() => `key-${String(++next)}`);
}

describe('the idempotency key of an order submit', () => {
  it('is kept for a retry of the same order that got no answer', () => {
    const key = keys();
    const params = { type: 1, cont: '0.01' };
    expect(key.keyFor(params)).toBe('key-1');
    expect(key.keyFor({ ...params })).toBe('key-1');
  });

  it('is new once the last submit was answered, or when the order changed', () => {
    const key = keys();
    expect(key.keyFor({ cont: '0.01' })).toBe('key-1');
    expect(key.keyFor({ cont: '0.02' })).toBe('key-2');
    key.answered();
    expect(key.keyFor({ cont: '0.02' })).toBe('key-3');
  });
});

describe('which failed submits keep their key', () => {
  it('keeps it without an answer, or while the server is still answering it', () => {
    expect(keepsKey(new ApiCallError('ERR_NETWORK', 'network'))).toBe(true);
    expect(keepsKey(new ApiCallError('ERR_TIMEOUT', 'timeout'))).toBe(true);
    expect(keepsKey(new ApiCallError('HTTP_502', 'bad gateway'))).toBe(true);
    expect(keepsKey(new ApiCallError(CODE.IDEMPOTENCY_CONFLICT, 'still answering'))).toBe(true);
    expect(keepsKey(new TypeError('failed to fetch'))).toBe(true);
  });

  it('drops it after a refusal, which opened nothing', () => {
    expect(keepsKey(new ApiCallError(CODE.INSUFFICIENT_MARGIN, 'not enough margin'))).toBe(false);
    expect(keepsKey(new ApiCallError(CODE.MARKET_CLOSED, 'closed'))).toBe(false);
  });
});
