// One line of `npm run bench`'s closing table: an issue's measure, the figure of this run beside the baseline it was
// measured against in the same run, and the target the issue sets. A benchmark that measures one of those rows
// returns it from its `run()`; the runner prints them all together at the end, so a reader sees every target at once.

export interface BenchRow {
  /** The measure as the issue names it, e.g. "refused request vs bare Fastify". */
  readonly measure: string;
  /** This run's figure, with its unit, e.g. "0.72 of its rate" or "18.4 ms". */
  readonly figure: string;
  /** What the figure was measured against in the same run, e.g. "bare Fastify 41,200 calls/s". */
  readonly baseline: string;
  /** The target, e.g. ">= 0.7". */
  readonly target: string;
  /** Whether the figure meets the target; undefined where it could not be measured here (e.g. no Chromium). */
  readonly met: boolean | undefined;
}

/** Formats the closing table as fixed-width text lines. */
export function rowsTable(rows: readonly BenchRow[]): string[] {
  const header = { measure: 'measure', figure: 'this run', baseline: 'baseline (same run)', target: 'target', met: 'met' };
  const cells = rows.map((row) => ({ ...row, met: row.met === undefined ? 'n/a' : row.met ? 'yes' : 'NO' }));
  const all = [header, ...cells];
  const width = (key: keyof typeof header) => Math.max(...all.map((row) => row[key].length));
  const line = (row: typeof header) =>
    (['measure', 'figure', 'baseline', 'target', 'met'] as const)
      .map((key) => row[key].padEnd(width(key)))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)];
}
