import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../server/clock';
import { FencedError } from '../../../../server/fence';
import type { Database } from '../../../../server/db/database';
import type { Job } from '../../../../server/jobs/job';
import { startJobs } from '../../../../server/jobs/scheduler';

const noDatabase = {} as Database;
const settle = () => new Promise((resolve) => setImmediate(resolve));

function logged() {
  const errors: string[] = [];
  const infos: string[] = [];
  return {
    errors,
    infos,
    log: {
      info: (_f: object, m: string) => void infos.push(m),
      warn: () => undefined,
      error: (_f: object, m: string) => void errors.push(m),
    },
  };
}

describe('startJobs', () => {
  it('runs a failing job again at its next time and logs the failure; a fenced run is not an error', async () => {
    const clock = new ManualClock();
    let calls = 0;
    const job: Job = {
      name: 'flaky',
      intervalMs: 1_000,
      run: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('connection lost'));
        if (calls === 2) return Promise.reject(new FencedError(3));
        return Promise.resolve();
      },
    };
    const { log, errors, infos } = logged();
    const stop = startJobs([job], { db: noDatabase, clock, fence: () => Promise.resolve(), log });
    for (let i = 0; i < 3; i++) {
      clock.advance(1_000);
      await settle();
    }
    expect(calls).toBe(3);
    expect(errors).toEqual(['job run failed']);
    expect(infos).toEqual(['job run fenced: no longer the leader']);
    await stop();
  });

  it('never starts a run while the previous one is still going, and waits for it on stop', async () => {
    const clock = new ManualClock();
    let running = 0;
    let most = 0;
    let finish: () => void = () => undefined;
    const job: Job = {
      name: 'slow',
      intervalMs: 1_000,
      run: () => {
        running += 1;
        most = Math.max(most, running);
        return new Promise<void>((resolve) => {
          finish = () => {
            running -= 1;
            resolve();
          };
        });
      },
    };
    const { log } = logged();
    const stop = startJobs([job], { db: noDatabase, clock, fence: () => Promise.resolve(), log });
    clock.advance(10_000);
    await settle();
    expect(running).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => void (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(most).toBe(1);
    clock.advance(10_000);
    await settle();
    expect(running).toBe(0);
  });
});
