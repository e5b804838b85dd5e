import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

// The first paint comes from the HTML alone (issue 20): opened with the app's scripts held back, the page still shows
// the skeleton of the screen it was opened at, in the saved language and direction, and no other screen's.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function openWithoutTheApp(path: string, locale: string) {
  const { context, page } = await harness.newPage({ locale });
  // Only index.html and its inline boot script run: every script file is refused.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${harness.origin}${path}`);
  return { context, page };
}

describe('the prerendered first paint', () => {
  it('shows the trade form at /trade, with its names and buttons in the saved language', async () => {
    const { context, page } = await openWithoutTheApp('/trade', 'fr');
    await expect.poll(() => page.locator('.fp-trade').isVisible()).toBe(true);
    expect(await page.locator('.fp-home').isVisible()).toBe(false);
    // The catalog's French words, and only them: the other languages' spans are there but not shown.
    expect(await page.getByText('Acheter', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Vendre', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Effet de levier', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Buy', { exact: true }).isVisible()).toBe(false);
    await context.close();
  });

  it('mirrors the trade skeleton for Arabic: buy at the start, which is the right', async () => {
    const { context, page } = await openWithoutTheApp('/trade', 'ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const buy = await page.locator('.fp-buy').boundingBox();
    const sell = await page.locator('.fp-sell').boundingBox();
    expect(buy && sell && buy.x > sell.x).toBe(true);
    await context.close();
  });

  it('shows the home skeleton at / and neither skeleton elsewhere', async () => {
    const home = await openWithoutTheApp('/', 'en');
    await expect.poll(() => home.page.locator('.fp-home').isVisible()).toBe(true);
    expect(await home.page.locator('.fp-trade').isVisible()).toBe(false);
    await home.context.close();
    const wallet = await openWithoutTheApp('/mine/wallet', 'en');
    await expect.poll(() => wallet.page.evaluate(() => document.documentElement.getAttribute('data-first-paint'))).toBe('blank');
    expect(await wallet.page.locator('.fp-frame').isVisible()).toBe(false);
    await wallet.context.close();
  });
});
