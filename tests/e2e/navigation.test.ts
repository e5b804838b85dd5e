import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const tabBar = 'nav[aria-label] a[href="/trade"]';

describe('routes in the browser', () => {
  it('sends an unknown path to the home screen', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.origin}/nowhere/at/all`);
    await page.waitForURL(`${harness.origin}/`);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends a guest who opens /order to the login screen with where they were going', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.origin}/order`);
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.search).toBe('?from=%2Forder');
  });

  it('sends a guest who opens /user to login too, but lets them browse /trade', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.origin}/user`);
    await page.waitForURL(/\/login\?from=%2Fuser$/);
    await page.goto(`${harness.origin}/trade`);
    await page.locator(tabBar).waitFor();
    expect(new URL(page.url()).pathname).toBe('/trade');
  });

  // Issue 19, item 2: one rule for every page that needs a session, the wallet's and the password's included.
  it('sends a guest from every guarded page to login with the way back, and brings them back after logging in', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    for (const route of ['/mine/charge', '/mine/withdraw', '/mine/transfer', '/mine/password', '/mine/wallet', '/mine/history']) {
      await page.goto(harness.origin + route);
      await page.waitForURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get('from'), route).toBe(route);
    }
    await page.goto(`${harness.origin}/`);
    await page.getByRole('link', { name: 'Buy coin' }).click();
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('from')).toBe('/mine/charge?type=1');
    await page.goto(`${harness.origin}/login?from=${encodeURIComponent('/mine/transfer')}`);
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL(`${harness.origin}/mine/transfer`);
  });

  it('shows the footer tabs on the six tab routes and not elsewhere', async () => {
    const { page } = await harness.newPage();
    // A session lets /order and /user render instead of redirecting. It must be a real one (a demo account's):
    // the app checks a stored session at start and clears one the server does not know.
    await page.goto(`${harness.origin}/feedback`);
    await page.evaluate(async () => {
      const response = await fetch('/api/user/createAccountDemoForU?device_id=e2e-navigation-device-0001');
      const { data } = (await response.json()) as { data: { token: string; user: unknown } };
      localStorage.setItem('meridian.session', JSON.stringify({ token: data.token, user: data.user }));
    });
    for (const path of ['/', '/trade', '/order', '/user', '/follow', '/rank']) {
      await page.goto(`${harness.origin}${path}`);
      await page.locator(tabBar).waitFor({ timeout: 10_000 });
      expect(await page.locator(tabBar).isVisible(), path).toBe(true);
    }
    for (const path of ['/login', '/mine/wallet', '/news', '/language']) {
      await page.goto(`${harness.origin}${path}`);
      await page.locator('h1').first().waitFor();
      expect(await page.locator(tabBar).count(), path).toBe(0);
    }
  });

  it('keeps the trade screen as it was left', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.origin}/trade`);
    const future = page.getByRole('tab').nth(1);
    await future.click();
    expect(await future.getAttribute('aria-selected')).toBe('true');
    await page.locator('nav[aria-label] a[href="/rank"]').click();
    await page.waitForURL(/\/rank$/);
    await page.locator(tabBar).click();
    await page.waitForURL(/\/trade$/);
    expect(await page.getByRole('tab').nth(1).getAttribute('aria-selected')).toBe('true');
  });

  it('opens an invitation link of the form /#/register?invite_code=…', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.origin}/#/register?invite_code=AB12CD`);
    // The link as typed already ends in "/register?invite_code=AB12CD" (after its #): wait for the app to make it a path.
    await page.waitForURL((url) => url.pathname === '/register' && url.search === '?invite_code=AB12CD' && url.hash === '');
  });

  it('starts the next screen at the top after scrolling', async () => {
    const { page } = await harness.newPage();
    // A short window makes the settings screen scroll, so there is a scroll position to carry over or not.
    await page.setViewportSize({ width: 390, height: 180 });
    await page.goto(`${harness.origin}/mine/system`);
    // The last row, "Log in", sits below the fold; the login screen is taller than the window too.
    const loginRow = page.getByRole('button').last();
    await loginRow.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await loginRow.click();
    await page.waitForURL(/\/login$/);
    // The URL changes before the login screen's code has loaded; the reset comes when the screen renders.
    await page.locator('form input[type="email"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(180);
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5_000 });
  });
});
