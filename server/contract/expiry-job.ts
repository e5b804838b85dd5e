import type { Job } from '../jobs/job';
import type { ContractEngine } from './engine';

// The expiry sweep on the leader's schedule (server/jobs/scheduler.ts starts it with the term and stops it when the
// term ends): every few seconds, the pending orders whose expiry has come are cancelled (server/contract/expiry.ts).
// An order expires within EXPIRY_SWEEP_MS of its time, and a tick at or after that time no longer fills it meanwhile
// (ticks.ts), so the few seconds change nothing the user could see but when the entry arrives.

export const EXPIRY_SWEEP_MS = 5_000;

export function orderExpiryJob(engine: Pick<ContractEngine, 'expireDue'>): Job {
  return {
    name: 'contract-order-expiry',
    intervalMs: EXPIRY_SWEEP_MS,
    async run(_db, clock) {
      // The engine's settlements are fenced by its own links (the same leadership term as this job's fence).
      await engine.expireDue(clock.now());
    },
  };
}
