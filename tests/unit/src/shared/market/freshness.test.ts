import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_AGE_MS } from '@common/contract';
import { freshnessOf } from '../../../../../src/shared/market/freshness';

// When a price is stale (issue 35): older than the server accepts, or in doubt because the tab slept or the socket is
// silent or down. The list's price, before any live quote, is fresh unless in doubt.

describe('freshnessOf', () => {
  const now = 5_000_000;

  it('is fresh up to the age the server accepts, then old with its age in whole seconds', () => {
    expect(freshnessOf(now - MAX_QUOTE_AGE_MS, now, null, false)).toEqual({ reason: null, ageSeconds: null });
    expect(freshnessOf(now - MAX_QUOTE_AGE_MS - 1, now, null, false)).toEqual({ reason: 'old', ageSeconds: 2 });
    expect(freshnessOf(now - 8_700, now, null, false)).toEqual({ reason: 'old', ageSeconds: 8 });
  });

  it('is stale while the tab doubts the socket or it is down, with or without a quote', () => {
    expect(freshnessOf(now - 100, now, 'asleep', false)).toEqual({ reason: 'asleep', ageSeconds: 0 });
    expect(freshnessOf(undefined, now, 'silent', false)).toEqual({ reason: 'silent', ageSeconds: null });
    expect(freshnessOf(now - 100, now, null, true)).toEqual({ reason: 'silent', ageSeconds: 0 });
  });

  it('takes the list price as fresh before any live quote', () => {
    expect(freshnessOf(undefined, now, null, false)).toEqual({ reason: null, ageSeconds: null });
  });
});
