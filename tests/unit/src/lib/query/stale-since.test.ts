import { describe, expect, it } from 'vitest';
import { staleSince } from '../../../../../src/lib/query/stale-since';

// When a screen says "as of": its answer is from an earlier visit (kept), its last refresh failed, or the network
// is gone; a fresh answer says nothing.

const LOADED = 1_000_000;

const query = (dataUpdatedAt: number, status: 'success' | 'error' = 'success', data: unknown = [1]) => ({
  state: { data, dataUpdatedAt, status } as never,
});

describe('staleSince', () => {
  it('says nothing of an answer fetched since the page loaded, online', () => {
    expect(staleSince(query(LOADED + 5), true, LOADED)).toBeNull();
  });

  it('gives the time of a kept answer not refreshed yet', () => {
    expect(staleSince(query(LOADED - 60_000), true, LOADED)).toBe(LOADED - 60_000);
  });

  it('gives the time of the last good answer when the refresh failed, or when offline', () => {
    expect(staleSince(query(LOADED + 5, 'error'), true, LOADED)).toBe(LOADED + 5);
    expect(staleSince(query(LOADED + 5), false, LOADED)).toBe(LOADED + 5);
  });

  it('says nothing when there is nothing shown', () => {
    expect(staleSince(query(0, 'error', undefined), false, LOADED)).toBeNull();
  });
});
