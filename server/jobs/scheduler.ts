import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { FencedError, type Fence } from '../fence';
import type { Log } from '../log';
import type { Job } from './job';

// Runs each job every `intervalMs` on the injectable clock, counted from the end of its previous run so a slow run
// never overlaps the next. A run's failure is logged and the job runs again at its next time; a fenced run (the
// term ended under it) is expected and not an error.

export interface JobContext {
  db: Database;
  clock: Clock;
  fence: Fence;
  log: Log;
}

/** Starts the jobs; the returned function stops them (no new run starts) and resolves once running ones end. */
export function startJobs(jobs: readonly Job[], context: JobContext): () => Promise<void> {
  const { db, clock, fence, log } = context;
  let stopped = false;
  const cancels = new Map<Job, () => void>();
  const running = new Set<Promise<void>>();

  const schedule = (job: Job) => {
    cancels.set(
      job,
      clock.setTimer(() => {
        if (stopped) return;
        const run = job
          .run(db, clock, fence)
          .catch((error: unknown) => {
            if (error instanceof FencedError) log.info({ job: job.name }, 'job run fenced: no longer the leader');
            else log.error({ err: error, job: job.name }, 'job run failed');
          })
          .finally(() => {
            running.delete(run);
            if (!stopped) schedule(job);
          });
        running.add(run);
      }, job.intervalMs),
    );
  };

  for (const job of jobs) schedule(job);

  return async () => {
    stopped = true;
    for (const cancel of cancels.values()) cancel();
    cancels.clear();
    await Promise.all(running);
  };
}
