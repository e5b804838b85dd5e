import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('the installable PWA', () => {
  it('has a manifest Chromium finds no installability errors in', async () => {
    const { context, page } = await harness.newProfilePage();
    await page.goto(`${harness.origin}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toBe(`${harness.origin}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  });

  it('is taken over by the service worker and still shows the shell when reloaded offline', async () => {
    const { context, page } = await harness.newPage();
    await page.goto(`${harness.origin}/trade`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    await page.locator('nav[aria-label] a[href="/trade"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('nav[aria-label] a').count()).toBe(6);
    // The app knows it is offline and says so.
    expect(await page.getByRole('status').count()).toBeGreaterThan(0);

    // A route never visited before opens offline too: every navigation gets the cached shell.
    await page.goto(`${harness.origin}/rank`);
    await page.locator('nav[aria-label] a[href="/rank"]').waitFor({ timeout: 10_000 });
    await context.setOffline(false);
  });
});
