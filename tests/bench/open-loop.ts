// An open loop of calls at a set rate (each timed from when it was due, so queueing shows in the latency) and the
// figures of its rounds: what the submit benchmarks share.

export interface Figures {
  p50: number;
  p99: number;
  max: number;
  achieved: number;
}

/** One round: `rate` calls a second for `seconds`, each timed from when it was due; waits for the last to finish. */
export async function openLoop(
  rate: number,
  seconds: number,
  work: (index: number) => Promise<void>,
): Promise<{ latencies: number[]; elapsed: number }> {
  const count = Math.round(rate * seconds);
  const latencies: number[] = [];
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let index = 0; index < count; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(work(index).then(() => void latencies.push(performance.now() - due)));
  }
  await Promise.all(running);
  return { latencies, elapsed: (performance.now() - started) / 1000 };
}

/** Nearest rank over all of a side's rounds. */
export function figuresOf(rounds: { latencies: number[]; elapsed: number }[], rate: number): Figures {
  const latencies = rounds.flatMap((round) => round.latencies).sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.max(0, Math.ceil(latencies.length * share) - 1)] ?? 0;
  const elapsed = rounds.reduce((sum, round) => sum + round.elapsed, 0);
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0, achieved: elapsed > 0 ? latencies.length / elapsed : rate };
}

export function print(label: string, figures: Figures): void {
  console.log(
    `  ${label.padEnd(30)} p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   ` +
      `max ${figures.max.toFixed(1).padStart(6)} ms   ${figures.achieved.toFixed(0)} /s`,
  );
}
