import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '../../scripts/build-inputs';
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
    // In the visitor's language (the product's default, Traditional Chinese): its catalog is cached with the shell.
    expect(await page.locator('nav[aria-label] a[href="/trade"]').innerText()).toContain('交易');
    // The app knows it is offline and says so.
    expect(await page.getByRole('status').count()).toBeGreaterThan(0);

    // A route never visited before opens offline too: every navigation gets the cached shell.
    await page.goto(`${harness.origin}/rank`);
    await page.locator('nav[aria-label] a[href="/rank"]').waitFor({ timeout: 10_000 });
    await context.setOffline(false);
  });

  it('offers a new version once its worker is waiting, and switches to it only on the tap', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // A deploy: sw.js changes. Its compressed copies are set aside so the server sends the new bytes; all is put back.
    const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(DIST, name));
    const saved = files.map((file) => {
      try {
        return readFileSync(file);
      } catch {
        return null;
      }
    });
    try {
      writeFileSync(files[0]!, Buffer.concat([saved[0]!, Buffer.from('\n// next deploy\n')]));
      for (const file of files.slice(1)) rmSync(file, { force: true });
      await page.reload();
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of Meridian is ready.' });
      await prompt.waitFor({ timeout: 20_000 });
      // Waiting, not in control: the page still runs the version it loaded with.
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration?.waiting))),
      ).toBe(true);

      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The waiting version is the one in control now: nothing waits any more.
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting ?? null)),
      ).toBeNull();
      expect(await prompt.count()).toBe(0);
    } finally {
      files.forEach((file, index) => {
        const bytes = saved[index];
        if (bytes) writeFileSync(file, bytes);
      });
    }
  });
});
