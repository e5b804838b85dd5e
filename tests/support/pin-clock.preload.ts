import { shiftWallClock, testClockOffset } from './test-clock';

// `node --import tsx --import tests/support/pin-clock.preload.ts server/main.ts`: a server a test starts as a child
// process runs on its test file's shifted clock (see test-clock.ts). Test helpers add it only when the suite runs
// at a chosen moment.

shiftWallClock(testClockOffset());
