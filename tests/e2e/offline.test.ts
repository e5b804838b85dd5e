import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAtMarket, signInAsDemo } from './helpers/demo';
import { startHarness, type Harness } from './helpers/harness';

// Offline for real (issue 19): a user who has visited the main screens reloads each with the network gone and sees
// the last answers with the time they are from, the prices marked not live and the money buttons disabled with the
// reason; when the network comes back the screen refreshes without a tap. And a sign-out in one tab reaches the
// other. Every wait is for a condition on the page, never for a time.

const BTC = 13;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** A demo user (no registration) on the BTC trade screen, with one order bought at the market. */
async function demoWithAnOrder(page: Page): Promise<void> {
  await signInAsDemo(page, harness.origin);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`${harness.origin}/trade?id=${BTC}`);
  await buyAtMarket(page);
}

/** Which answers the app has kept on the device (the query cache's row in IndexedDB), by the name in their key. */
function keptKinds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opened = indexedDB.open('meridian');
        opened.onerror = () => resolve([]);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('answers')) return resolve([]);
          const read = db.transaction('answers').objectStore('answers').get('query-cache');
          read.onerror = () => resolve([]);
          read.onsuccess = () => {
            const row = read.result as { data?: { queries?: { queryKey: unknown[] }[] } } | undefined;
            const keys = row?.data?.queries?.map((query) => query.queryKey) ?? [];
            resolve(keys.map((key) => String(key[0] === 'session' ? key[2] : key[0])));
            db.close();
          };
        };
      }),
  );
}

async function keptIncludes(page: Page, kinds: string[]): Promise<void> {
  await expect.poll(() => keptKinds(page), { timeout: 10_000 }).toEqual(expect.arrayContaining(kinds));
}

const asOf = (page: Page) => page.getByTestId('as-of');

/** Runs in the page: whether the trade chart shows candles, as Highcharts paths or as pixels on its canvas. */
function chartDrawn(): boolean {
  if (document.querySelector('.highcharts-series-group path.highcharts-point')) return true;
  const canvas = document.querySelector('[role="img"] canvas');
  const context = canvas instanceof HTMLCanvasElement && canvas.width > 0 ? canvas.getContext('2d') : null;
  if (!context || !(canvas instanceof HTMLCanvasElement)) return false;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 0) return true;
  return false;
}

async function reloadOffline(context: BrowserContext, page: Page, path: string): Promise<void> {
  await context.setOffline(true);
  await page.goto(`${harness.origin}${path}`);
}

describe('offline', () => {
  it('reloads home, trade with its chart, orders and wallet from the kept answers, with their time', async () => {
    const { context, page } = await harness.newPage({ locale: 'en' });
    await demoWithAnOrder(page);
    // Each screen visited online once: its answers arrive and are kept on the device before the next one is opened.
    await page.goto(`${harness.origin}/`);
    await page.getByRole('group', { name: 'Categories' }).getByRole('button').nth(1).waitFor();
    await keptIncludes(page, ['trade-list', 'categories', 'balance']);
    await page.goto(`${harness.origin}/order`);
    await page.getByRole('article').filter({ hasText: 'BTC/USDT' }).waitFor();
    await keptIncludes(page, ['orders', 'contract-detail']);
    await page.goto(`${harness.origin}/mine/wallet`);
    await expect.poll(() => page.getByRole('region', { name: 'Total assets (USD)' }).locator('p').textContent()).toMatch(/\d/);
    await keptIncludes(page, ['trade-list', 'categories', 'balance', 'orders', 'contract-detail']);

    // Home: the instruments, the categories and the balances, as of a time; prices not live.
    await reloadOffline(context, page, '/');
    await expect.poll(() => asOf(page).textContent()).toMatch(/^Offline\. Saved copy as of .*\d{2}:\d{2}.*Prices are not live\.$/);
    await page.getByRole('group', { name: 'Categories' }).getByRole('button').nth(1).waitFor();
    await page
      .getByRole('link', { name: /BTC\/USDT/ })
      .first()
      .waitFor();
    // The worker answers the instrument list itself, network first: offline, from its copy, marked as a kept copy
    // with the server's time of it, before any of the app's code would run.
    const kept = await page.evaluate(async () => {
      const response = await fetch('/v2/api/forex/trade_list?t=1', { headers: { lang: 'en' } });
      const body = (await response.json()) as { code: number; data: { ShowCode: string }[] };
      return {
        mark: response.headers.get('x-meridian-kept-copy'),
        date: Date.parse(response.headers.get('date') ?? ''),
        code: body.code,
        codes: body.data.map((item) => item.ShowCode),
      };
    });
    expect(kept).toMatchObject({ mark: '1', code: 1 });
    expect(kept.date).toBeGreaterThan(0);
    expect(kept.codes).toContain('BTC/USDT');

    // Trade: the instrument and its chart drawn from the candles on the device; the buttons wait and say why.
    await page.goto(`${harness.origin}/trade?id=${BTC}`);
    await asOf(page).waitFor();
    await page.getByText('Not live', { exact: true }).waitFor();
    // Drawn by Highcharts once its chunk was kept, else by the first drawing (a canvas) that needs no chunk.
    await expect.poll(() => page.evaluate(chartDrawn), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('No data yet').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);
    await page.getByText('You are offline: nothing is sent until you reconnect.').first().waitFor();

    // Orders: the order bought, not "nothing here"; closing it waits for the connection.
    await page.goto(`${harness.origin}/order`);
    await asOf(page).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'BTC/USDT' });
    await card.waitFor();
    expect(await card.getByRole('button', { name: 'Close', exact: true }).isDisabled()).toBe(true);

    // Wallet: the balances, as of a time.
    await page.goto(`${harness.origin}/mine/wallet`);
    await expect.poll(() => asOf(page).textContent()).toMatch(/^Offline\. Saved copy as of /);
    await expect.poll(() => page.getByRole('region', { name: 'Total assets (USD)' }).locator('p').textContent()).toMatch(/\d/);

    // The network comes back: the wallet refreshes by itself and stops saying it is a saved copy.
    await context.setOffline(false);
    await asOf(page).waitFor({ state: 'detached', timeout: 15_000 });

    // And the trade screen reloaded online draws fresh: its buttons are back.
    await page.goto(`${harness.origin}/trade?id=${BTC}`);
    await expect.poll(() => page.getByRole('button', { name: 'Buy', exact: true }).isDisabled(), { timeout: 15_000 }).toBe(false);
    expect(await page.getByText('No data yet').count()).toBe(0);
  });

  it('a sign-out in one tab sends the other tab off /user and drops what it showed', async () => {
    const { context, page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login`);
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL(`${harness.origin}/`);
    const other = await context.newPage();
    await other.goto(`${harness.origin}/user`);
    await other.getByText('Demo account').first().waitFor();

    await page.goto(`${harness.origin}/user`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Logged out').waitFor();

    await other.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('from') === '/user', { timeout: 10_000 });
    expect(await other.getByText('Demo account', { exact: true }).count()).toBe(0);
  });
});
