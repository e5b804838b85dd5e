import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

// The page, the server it talks to and the test agree on the time, also when the suite runs at a chosen moment
// (MERIDIAN_TEST_NOW, tests/support/test-clock.ts): a page that saw another day than its server would show
// "today" wrongly and would hide a dependency on the date instead of exposing it.

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness.close());

describe('the clock', () => {
  it('reads the same moment in the page, on the server and in the test', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/news`);
    const before = Date.now();
    const inPage = await page.evaluate(() => [Date.now(), new Date().getTime()]);
    const health = (await (await fetch(`${harness.origin}/api/health`)).json()) as { data: { time: number } };
    const after = Date.now();
    for (const moment of [...inPage, health.data.time]) {
      expect(moment).toBeGreaterThanOrEqual(before - 1_000);
      expect(moment).toBeLessThanOrEqual(after + 1_000);
    }
  });
});
