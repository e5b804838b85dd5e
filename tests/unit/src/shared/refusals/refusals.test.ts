import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { submitMicro } from '@common/api/micro';
import { closeAllOrders, setStopPrice, submitOrder } from '@common/api/trade';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { MAX_REFUSALS, refusalOf, watchRefusals, withRefusal, type Refusal } from '../../../../../src/shared/refusals/refusals';

// This session's refused attempts (issue 35), read from the cache's failed trading mutations.

const lookup = {
  byInstrumentId: (id: number) => (id === 13 ? 'BTC/USDT' : null),
  byOrderId: (id: number) => (id === 7 ? 'EUR/USD' : null),
};
const key = (endpoint: { method: string; path: string }) => [endpoint.method, endpoint.path];

describe('refusalOf', () => {
  it('keeps a server refusal of a trading call, with its code, message and instrument', () => {
    const error = new ApiCallError(3014, 'The price moved too far');
    expect(refusalOf(key(submitOrder), { forex_id: 13 }, error, lookup)).toEqual({
      kind: 'order',
      code: 3014,
      message: 'The price moved too far',
      instrument: 'BTC/USDT',
    });
    expect(refusalOf(key(submitMicro), { forex_id: 13 }, error, lookup)?.kind).toBe('option');
    expect(refusalOf(key(setStopPrice), { id: 7 }, error, lookup)).toMatchObject({ kind: 'stops', instrument: 'EUR/USD' });
    expect(refusalOf(['end-order'], { kind: 'cancel', id: 7 }, error, lookup)?.kind).toBe('cancel');
    expect(refusalOf(key(closeAllOrders), { which: 'all' }, error, lookup)).toMatchObject({ kind: 'close_all', instrument: null });
  });

  it('ignores other calls, a network failure and the end of the session', () => {
    expect(refusalOf(['GET', '/v2/api/wallet/transfer'], {}, new ApiCallError(3006, 'No'), lookup)).toBeNull();
    expect(refusalOf(key(submitOrder), {}, new ApiCallError('ERR_NETWORK', 'Offline'), lookup)).toBeNull();
    expect(refusalOf(key(submitOrder), {}, new ApiCallError(999, 'Sign in'), lookup)).toBeNull();
    expect(refusalOf(key(submitOrder), {}, new Error('bug'), lookup)).toBeNull();
  });

  it('keeps the newest first, at most MAX_REFUSALS', () => {
    let list: readonly Refusal[] = [];
    for (let id = 1; id <= MAX_REFUSALS + 5; id += 1) {
      list = withRefusal(list, { id, at: id, kind: 'order', code: 3001, message: '', instrument: null });
    }
    expect([list.length, list[0]?.id]).toEqual([MAX_REFUSALS, MAX_REFUSALS + 5]);
  });
});

describe('watchRefusals', () => {
  it('records a failed submit of the cache, and nothing for a success', async () => {
    const client = new QueryClient();
    let kept: readonly Refusal[] = [];
    const stop = watchRefusals(
      client,
      (update) => (kept = update(kept)),
      () => 42,
    );
    const run = (fail: boolean) =>
      client
        .getMutationCache()
        .build(client, {
          mutationKey: key(submitOrder),
          mutationFn: () => (fail ? Promise.reject(new ApiCallError(3002, 'The price is stale')) : Promise.resolve({})),
        })
        .execute({ forex_id: 13 })
        .catch(() => undefined);
    await run(false);
    await run(true);
    stop();
    expect(kept).toEqual([{ id: expect.any(Number), at: 42, kind: 'order', code: 3002, message: 'The price is stale', instrument: null }]);
  });
});
