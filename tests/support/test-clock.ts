// The whole suite at a chosen moment: `MERIDIAN_TEST_NOW=2026-11-28T12:00:00Z npm test` makes every test file, every
// server a test starts (in process or as a child process) and every page the end-to-end tests open see the wall
// clock start at that moment when the file starts, and run on from there at its real pace. Only the test
// orchestration reads these variables; the product never does. Tests that need a particular moment still drive a
// ManualClock (server/clock.ts) or pick what is open by construction; this is how we show that none of them leans on
// the day the suite happens to run.

/** The chosen moment, as ISO 8601 with its zone (`2026-12-31T23:59:59Z`, `2027-03-28T02:30:00+01:00`). */
export const TEST_NOW_VARIABLE = 'MERIDIAN_TEST_NOW';
/** Set by the test files' set-up for the processes they start: how far the shifted clock runs ahead, in ms. */
export const TEST_CLOCK_OFFSET_VARIABLE = 'MERIDIAN_TEST_CLOCK_OFFSET_MS';

// A date and a time with seconds, optional fractions, and a zone: anything looser is refused rather than guessed.
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** The chosen moment in ms since the epoch, or an error saying what is wrong with the text. */
export function parseTestNow(text: string): number | Error {
  if (!ISO_MOMENT.test(text)) {
    return new Error(`${TEST_NOW_VARIABLE} must be a moment with its zone, such as 2026-11-28T12:00:00Z; got "${text}"`);
  }
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return new Error(`${TEST_NOW_VARIABLE} is not a real moment: "${text}"`);
  return ms;
}

/**
 * Makes `Date` (its constructor without arguments, `Date()` and `Date.now()`) run `offsetMs` ahead of the real
 * clock; 0 puts the real one back. Timers and `performance.now()` are untouched, so time still passes at its real
 * pace. Self-contained on purpose: the end-to-end harness also runs it in each page (Playwright's addInitScript
 * sends its source), where nothing outside it exists.
 */
export function shiftWallClock(offsetMs: number): void {
  // No named function inside: a transform that keeps names (esbuild's keepNames, under tsx) would wrap it in a
  // helper that exists in Node but not in the page.
  const realKey = Symbol.for('meridian.test.realDate');
  const holder = globalThis as unknown as Record<symbol, DateConstructor | undefined>;
  const real = holder[realKey] ?? Date;
  holder[realKey] = real;
  if (offsetMs === 0) {
    globalThis.Date = real;
    return;
  }
  globalThis.Date = new Proxy(real, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [real.now() + offsetMs] : args, newTarget) as object;
    },
    apply() {
      return new real(real.now() + offsetMs).toString();
    },
    get(target, property, receiver): unknown {
      return property === 'now' ? () => real.now() + offsetMs : Reflect.get(target, property, receiver);
    },
  });
}

/** The offset this process's clock runs with (0 when the suite runs at the real time). */
export function testClockOffset(): number {
  const text = process.env[TEST_CLOCK_OFFSET_VARIABLE];
  const offset = text === undefined ? 0 : Number(text);
  return Number.isFinite(offset) ? offset : 0;
}

const PRELOAD = new URL('./pin-clock.preload.ts', import.meta.url).pathname;

/** Node's `--import` flags for a TypeScript child process that runs on this process's (shifted) clock. */
export function childNodeImports(): string[] {
  return ['--import', 'tsx', ...(testClockOffset() === 0 ? [] : ['--import', PRELOAD])];
}
