import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

// The market in the browser, on the real server's simulated feed. Crypto trades at all hours, so its prices move
// whatever day the tests run.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('the market in the browser', () => {
  it('shows prices on the home screen that change by themselves', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/`);
    const btcRow = page.locator('a[href="/trade?id=13"]').last();
    const price = btcRow.locator('[dir="ltr"]').first();
    await price.waitFor();
    const first = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: 15_000 }).not.toBe(first);
  });

  it('draws candles for each period on the trade screen', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/trade?id=13`);
    for (const name of ['1 minute', '5 minutes', '15 minutes', '30 minutes', '1 hour', '1 day']) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect
        .poll(() => page.locator('.highcharts-series-group path.highcharts-point').count(), { timeout: 15_000 })
        .toBeGreaterThan(10);
    }
  });
});
