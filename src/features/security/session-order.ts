import type { SessionListItem } from '@common/api/security-sessions';

/**
 * The sessions as the screen lists them: this device's first, then the others from the most recently active, so a
 * device in use now is near the top and one long idle at the bottom.
 */
export function sessionsInOrder(sessions: readonly SessionListItem[]): SessionListItem[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at - a.last_seen_at || b.id - a.id);
}
