import { describe, expect, it } from 'vitest';
import type { SessionListItem } from '@common/api/security-sessions';
import { sessionsInOrder } from '../../../../../src/features/security/session-order';

// The sessions screen's order: this device first, then the others from the most recently active.

const session = (id: number, lastSeen: number, current = false): SessionListItem => ({
  id,
  device_id: null,
  user_agent: null,
  address: null,
  created_at: 0,
  last_seen_at: lastSeen,
  current,
});

describe('the sessions in order', () => {
  it('puts this device first, whenever it was last active', () => {
    const listed = [session(1, 300), session(2, 100, true), session(3, 200)];
    expect(sessionsInOrder(listed).map((item) => item.id)).toEqual([2, 1, 3]);
  });

  it('orders the others from the most recently active, the newer session first on a tie', () => {
    const listed = [session(1, 100), session(2, 500), session(3, 100), session(4, 900, true)];
    expect(sessionsInOrder(listed).map((item) => item.id)).toEqual([4, 2, 3, 1]);
  });

  it('leaves the list it was given as it was', () => {
    const listed = [session(1, 100), session(2, 500, true)];
    sessionsInOrder(listed);
    expect(listed.map((item) => item.id)).toEqual([1, 2]);
  });
});
