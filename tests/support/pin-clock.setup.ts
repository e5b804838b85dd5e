import { parseTestNow, shiftWallClock, TEST_CLOCK_OFFSET_VARIABLE, TEST_NOW_VARIABLE } from './test-clock';

// Runs before each test file (vitest's setupFiles, every project): with MERIDIAN_TEST_NOW set, the file starts at
// that moment, and the processes it starts (child servers, the browser's pages) are handed the same offset.

const chosen = process.env[TEST_NOW_VARIABLE];
if (chosen) {
  const at = parseTestNow(chosen);
  if (at instanceof Error) throw at;
  shiftWallClock(0);
  const offset = at - Date.now();
  shiftWallClock(offset);
  process.env[TEST_CLOCK_OFFSET_VARIABLE] = String(offset);
}
