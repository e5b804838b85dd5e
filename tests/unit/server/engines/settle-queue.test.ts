import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../server/clock';
import { FencedError } from '../../../../server/fence';
import type { Log } from '../../../../server/log';
import { SettleQueue } from '../../../../server/engines/settle-queue';

const recorder = () => {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const line = (level: string) => (fields: object, message: string) =>
    void lines.push({ level, fields: fields as Record<string, unknown>, message });
  const log: Log = { info: line('info'), warn: line('warn'), error: line('error') };
  return { log, lines };
};

/** Lets the queue's promises run, then moves the clock, until `done` or the bound. */
/** A queue on a manual clock, its log recorded. */
function queueUnderTest(engine: string): { clock: ManualClock; lines: ReturnType<typeof recorder>['lines']; queue: SettleQueue } {
  const clock = new ManualClock();
  const { log, lines } = recorder();
  return { clock, lines, queue: new SettleQueue(clock, log, engine) };
}

async function drive(clock: ManualClock, done: () => boolean): Promise<void> {
  for (let round = 0; round < 200 && !done(); round += 1) {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    clock.advance(1_000);
  }
}

describe('the settle queue', () => {
  it('runs jobs one at a time, in order', async () => {
    const { queue } = queueUnderTest('test');
    const order: number[] = [];
    for (const id of [1, 2, 3]) queue.enqueue({ about: { orderId: id }, run: () => Promise.resolve(void order.push(id)) });
    await queue.settled();
    expect(order).toEqual([1, 2, 3]);
  });

  it('retries a failing job with backoff until it holds, keeping what queued behind it waiting, and logs each failure with the order', async () => {
    const { clock, lines, queue } = queueUnderTest('micro');
    let attempts = 0;
    const done: number[] = [];
    queue.enqueue({
      about: { orderId: 41 },
      run: () => (++attempts < 4 ? Promise.reject(new Error('connection lost')) : Promise.resolve(void done.push(41))),
    });
    queue.enqueue({ about: { orderId: 42 }, run: () => Promise.resolve(void done.push(42)) });
    await drive(clock, () => done.length === 2);
    await queue.settled();
    expect(done).toEqual([41, 42]);
    expect(lines.filter((line) => line.level === 'error').map((line) => [line.fields.orderId, line.fields.attempt])).toEqual([
      [41, 1],
      [41, 2],
      [41, 3],
    ]);
    expect(lines.at(-1)).toMatchObject({ level: 'info', message: 'settlement held after retrying', fields: { orderId: 41, attempt: 4 } });
  });

  it('hands the order back after ten failed attempts, and goes on with the next job', async () => {
    const { clock, queue } = queueUnderTest('micro');
    let attempts = 0;
    const handedBack: number[] = [];
    const done: number[] = [];
    queue.enqueue({
      about: { orderId: 7 },
      run: () => Promise.reject(new Error(`failure ${++attempts}`)),
      giveUp: () => void handedBack.push(7),
    });
    queue.enqueue({ about: { orderId: 8 }, run: () => Promise.resolve(void done.push(8)) });
    await drive(clock, () => done.length === 1);
    await queue.settled();
    expect([attempts, handedBack, done]).toEqual([10, [7], [8]]);
  });

  it('drops a job refused by the fence without retrying, and what was queued when the term ended', async () => {
    const { lines, queue } = queueUnderTest('contract');
    let fencedRuns = 0;
    const ran: number[] = [];
    queue.enqueue({ about: { orderId: 1 }, run: () => Promise.reject(new FencedError(3 + fencedRuns++)) });
    await queue.settled();
    expect(fencedRuns).toBe(1);
    expect(lines[0]).toMatchObject({ level: 'warn', message: 'settlement dropped: not the leader' });
    let release: () => void = () => undefined;
    queue.enqueue({ about: { orderId: 2 }, run: () => new Promise<void>((resolve) => (release = () => resolve(void ran.push(2)))) });
    queue.enqueue({ about: { orderId: 3 }, run: () => Promise.resolve(void ran.push(3)) });
    await Promise.resolve();
    queue.endTerm();
    release();
    await queue.settled();
    expect(ran).toEqual([2]);
  });
});
