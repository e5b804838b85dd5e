import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

// The watchlist in the browser (issue 41): a guest's stars stay on the device across a reload; a user's are on the
// server, so a star put on in one browser is in Favourites in another; the trade screen's header star and home's
// rows are one watchlist; and offline, the strip's small charts are drawn from the candles the device kept. Every
// wait is for a condition on the page, never for a time.

const BTC = 13;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const star = (page: Page, code: string) => page.getByRole('button', { name: `Favourite ${code}`, exact: true });
const favourites = (page: Page) => page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Favourites' });
/** The instruments home's list shows, top to bottom, by their stars' names. */
const listed = (page: Page) =>
  page
    .getByRole('region', { name: 'Markets' })
    .getByRole('button', { name: /^Favourite / })
    .evaluateAll((stars) => stars.map((one) => one.getAttribute('aria-label')?.replace('Favourite ', '')));

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${harness.origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(`${harness.origin}/`);
}

describe('the watchlist', () => {
  it("keeps a guest's stars on the device, and Favourites shows them after a reload", async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/`);
    await star(page, 'ETH/USDT').click();
    await expect.poll(() => star(page, 'ETH/USDT').getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await favourites(page).click();
    await expect.poll(() => listed(page)).toEqual(['ETH/USDT']);
  });

  it("keeps a user's stars on the server: starred on the trade screen in one browser, in Favourites in another", async () => {
    await harness.createUser('wanda.watch@example.com', 'starry night 1');
    const first = await harness.newPage({ locale: 'en' });
    await logIn(first.page, 'wanda.watch@example.com', 'starry night 1');
    await first.page.goto(`${harness.origin}/trade?id=${BTC}`);
    await star(first.page, 'BTC/USDT').click();
    await expect.poll(() => star(first.page, 'BTC/USDT').getAttribute('aria-pressed')).toBe('true');
    // The same star on home, in step.
    await first.page.getByRole('link', { name: 'Markets' }).first().click();
    await expect.poll(() => star(first.page, 'BTC/USDT').getAttribute('aria-pressed')).toBe('true');

    const second = await harness.newPage({ locale: 'en' });
    await logIn(second.page, 'wanda.watch@example.com', 'starry night 1');
    await favourites(second.page).click();
    await expect.poll(() => listed(second.page)).toEqual(['BTC/USDT']);
    // Taken off there, it is gone from the first browser's Favourites at its next load.
    await star(second.page, 'BTC/USDT').click();
    await second.page.getByText('No favourites yet').waitFor();
    await first.page.reload();
    await favourites(first.page).click();
    await first.page.getByText('No favourites yet').waitFor();
  });

  it('sorts home’s list by name, from Z to A', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (Z to A)' });
    const names = (await listed(page)) as string[];
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })));
  });

  it('draws the strip’s charts offline from the candles kept on the device', async () => {
    const { context, page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const lines = page.getByRole('region', { name: 'Top instruments' }).locator('svg path[stroke="currentColor"]');
    await expect.poll(() => lines.first().getAttribute('d'), { timeout: 15_000 }).toMatch(/^M[\d.]+ [\d.]+ L/);
    // The candles are kept once the page has loaded and gone idle: wait until the device holds them.
    await expect.poll(() => keptSeries(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);

    await reloadOffline(context, page);
    await page.getByTestId('as-of').waitFor();
    await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(4);
    for (const line of await lines.all()) expect(await line.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L/);
    await context.setOffline(false);
  });
});

/** How many 1-minute candle series the device keeps (the app's IndexedDB). */
function keptSeries(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opened = indexedDB.open('meridian');
        opened.onerror = () => resolve(0);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('klines')) return resolve(0);
          const read = db.transaction('klines').objectStore('klines').getAll();
          read.onerror = () => resolve(0);
          read.onsuccess = () => {
            resolve(
              (read.result as { period: string; points: unknown[] }[]).filter((row) => row.period === '1M' && row.points.length > 0).length,
            );
            db.close();
          };
        };
      }),
  );
}

async function reloadOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.goto(`${harness.origin}/`);
}
