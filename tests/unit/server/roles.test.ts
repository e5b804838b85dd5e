import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/clock';
import type { Leadership, LeadershipListener } from '../../../server/cluster/leadership';
import { runRoles } from '../../../server/roles';
import type { Database } from '../../../server/db/database';
import type { Job } from '../../../server/jobs/job';

// Scheduled jobs run on the leader only: started with its term, stopped the moment the lock is lost.

function switchableLeadership(leading: boolean) {
  const listeners: LeadershipListener[] = [];
  const state = { isLeader: leading, epoch: leading ? 1 : 0 };
  const leadership: Leadership = {
    get isLeader() {
      return state.isLeader;
    },
    get epoch() {
      return state.epoch;
    },
    onChange: (listener) => void listeners.push(listener),
    fence: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  const turn = (next: boolean) => {
    state.isLeader = next;
    if (next) state.epoch += 1;
    for (const listener of listeners) listener(next);
  };
  return { leadership, turn };
}

const idle = () => Promise.resolve();
const noDatabase = {} as Database;

function start(leading: boolean) {
  const clock = new ManualClock();
  const runs: number[] = [];
  const job: Job = { name: 'count', intervalMs: 60_000, run: (_db, runClock) => Promise.resolve(void runs.push(runClock.now())) };
  const { leadership, turn } = switchableLeadership(leading);
  const lines: string[] = [];
  const log = { info: () => undefined, warn: () => undefined, error: (_f: object, message: string) => void lines.push(message) };
  const roles = runRoles({
    leadership,
    bus: { onResumed: () => undefined },
    market: { flushNow: idle, lead: idle, follow: idle, reloadTerms: idle },
    contracts: { lead: idle, follow: () => undefined, reconcile: idle },
    micro: { lead: idle, follow: () => undefined, reconcile: idle },
    clock,
    log,
    db: noDatabase,
    jobs: [job],
  });
  // Lets the promises of a run settle before the clock moves again.
  const advance = async (ms: number) => {
    clock.advance(ms);
    await roles.settled();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { roles, runs, turn, advance, lines };
}

describe('jobs under the leader', () => {
  it('runs a job at its interval on the leader and not at all on a follower', async () => {
    const leader = start(true);
    const follower = start(false);
    await leader.roles.settled();
    await follower.roles.settled();
    for (let minute = 0; minute < 3; minute++) {
      await leader.advance(60_000);
      await follower.advance(60_000);
    }
    expect(leader.runs).toHaveLength(3);
    expect(follower.runs).toHaveLength(0);
    expect(leader.lines).toEqual([]);
    await leader.roles.stop();
    await follower.roles.stop();
  });

  it('stops the job when leadership is lost and starts it again with a new term', async () => {
    const node = start(true);
    await node.roles.settled();
    await node.advance(60_000);
    expect(node.runs).toHaveLength(1);

    node.turn(false);
    await node.advance(5 * 60_000);
    expect(node.runs).toHaveLength(1);

    node.turn(true);
    await node.roles.settled();
    await node.advance(60_000);
    expect(node.runs).toHaveLength(2);
    await node.roles.stop();
    await node.advance(5 * 60_000);
    expect(node.runs).toHaveLength(2);
  });
});
