import { describe, expect, it } from 'vitest';
import { ASLEEP_AFTER_MS, CHECK_MS, Liveness, SILENCE_MS } from '../../../../../src/lib/socket/liveness';

// The tab's doubt about its prices (issue 35): a sleep or a silent socket makes it resubscribe and refetch once, and
// the doubt lasts until a push is heard. Time is moved by hand.

function setup(listening = true) {
  let now = 1_000_000;
  let wakes = 0;
  const liveness = new Liveness({ now: () => now, wake: () => (wakes += 1), listening: () => listening });
  return {
    liveness,
    wakes: () => wakes,
    advance(ms: number, step = CHECK_MS) {
      // The interval's checks, as a running tab gets them.
      for (let done = 0; done < ms; done += step) {
        now += Math.min(step, ms - done);
        liveness.check();
      }
    },
    jump(ms: number) {
      now += ms;
    },
  };
}

describe('liveness', () => {
  it('goes silent once when no push is heard for longer than the heartbeat allows, until the next push', () => {
    const tab = setup();
    tab.advance(SILENCE_MS);
    expect(tab.liveness.doubt.get()).toBeNull();
    tab.advance(CHECK_MS);
    expect(tab.liveness.doubt.get()).toBe('silent');
    tab.advance(SILENCE_MS * 2);
    expect(tab.wakes()).toBe(1);
    tab.liveness.heard();
    expect(tab.liveness.doubt.get()).toBeNull();
  });

  it('does not call a tab that follows nothing, or a hidden one, silent', () => {
    const idle = setup(false);
    idle.advance(SILENCE_MS * 2);
    expect(idle.liveness.doubt.get()).toBeNull();
    const hidden = setup();
    hidden.liveness.hidden();
    hidden.advance(SILENCE_MS * 2);
    expect(hidden.liveness.doubt.get()).toBeNull();
  });

  it('counts a page shown after a while hidden as asleep, and a short switch away as nothing', () => {
    const tab = setup();
    tab.liveness.hidden();
    tab.advance(ASLEEP_AFTER_MS / 2);
    tab.liveness.shown();
    expect([tab.liveness.doubt.get(), tab.wakes()]).toEqual([null, 0]);
    tab.liveness.hidden();
    tab.advance(ASLEEP_AFTER_MS + CHECK_MS);
    tab.liveness.shown();
    expect([tab.liveness.doubt.get(), tab.wakes()]).toEqual(['asleep', 1]);
  });

  it('counts timers that fired late as a sleep of the device', () => {
    const tab = setup();
    tab.jump(CHECK_MS + ASLEEP_AFTER_MS + 1);
    tab.liveness.check();
    expect([tab.liveness.doubt.get(), tab.wakes()]).toEqual(['asleep', 1]);
    tab.liveness.heard();
    tab.advance(CHECK_MS * 3);
    expect([tab.liveness.doubt.get(), tab.wakes()]).toEqual([null, 1]);
  });
});
