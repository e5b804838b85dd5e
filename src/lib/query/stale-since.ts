import type { Query } from '@tanstack/react-query';

/** The time a shown answer is from when it is not current, or null when it is. Pure, for tests. */
export function staleSince(query: Pick<Query, 'state'>, online: boolean, pageLoadedAt: number): number | null {
  const { state } = query;
  if (state.data === undefined || state.dataUpdatedAt === 0) return null;
  const current = online && state.status !== 'error' && state.dataUpdatedAt >= pageLoadedAt;
  return current ? null : state.dataUpdatedAt;
}
