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
    // Rows take ticks while on screen (a user sees no other); this one starts below the fold.
    await btcRow.scrollIntoViewIfNeeded();
    const first = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: 15_000 }).not.toBe(first);
  });

  // The prices, change pills and charts of the home screen are written outside React as ticks arrive.
  it('colours each change pill by its sign and draws the strip charts', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/`);
    const btcRow = page.locator('a[href="/trade?id=13"]').last();
    const pill = btcRow.locator('[dir="ltr"]').last();
    await expect.poll(() => pill.textContent(), { timeout: 15_000 }).toMatch(/^[+-]?\d+\.\d{2}%$/);
    // Read together, so a tick between two reads cannot make them disagree.
    const { text, tone } = await pill.evaluate((element) => ({
      text: element.textContent,
      tone: element.getAttribute('data-tone'),
    }));
    expect(tone).toBe(text.startsWith('+') ? 'up' : text.startsWith('-') ? 'down' : 'flat');
    const line = page.locator('svg path[stroke="currentColor"]').first();
    await expect.poll(() => line.getAttribute('d'), { timeout: 15_000 }).toMatch(/^M[\d.]+ [\d.]+ L/);
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
