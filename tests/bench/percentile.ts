/** The value `share` of the way up the sorted values (0.99: the p99), the nearest rank; 0 for none. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * share))] ?? 0;
}
