import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const tradeTabLabel = 'nav[aria-label] a[href="/trade"] span';

describe('language', () => {
  it('starts in Traditional Chinese, switches, turns Arabic right to left, and survives a reload', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.origin}/`);
    await page.locator(tradeTabLabel).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant-HK');
    const chinese = await page.locator(tradeTabLabel).textContent();

    await page.goto(`${harness.origin}/language`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL(`${harness.origin}/`);
    expect(await page.locator(tradeTabLabel).textContent()).toBe('Trade');
    expect(chinese).not.toBe('Trade');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');

    await page.goto(`${harness.origin}/language`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForURL(`${harness.origin}/`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const arabic = await page.locator(tradeTabLabel).textContent();
    expect(arabic).not.toBe('Trade');
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');

    await page.reload();
    await page.locator(tradeTabLabel).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator(tradeTabLabel).textContent()).toBe(arabic);
  });

  it('does nothing when the current language is chosen again', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.origin}/language`);
    await page.getByRole('button', { name: '繁體中文' }).click();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant-HK');
    // Still on the language screen (it did not go back): the next choice is made there and takes effect.
    await page.getByRole('button', { name: 'English' }).click({ timeout: 5_000 });
    await page.waitForURL(`${harness.origin}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });
});

describe('theme', () => {
  it('follows the device until chosen, then keeps the choice across a reload', async () => {
    const { page } = await harness.newPage({ colorScheme: 'dark' });
    await page.goto(`${harness.origin}/mine/system`);
    // The settings hold two switches (the theme and one-tap trading); the app starts in hk.
    const themeSwitch = page.getByRole('switch', { name: '深色主題' });
    await themeSwitch.waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');

    await themeSwitch.click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await themeSwitch.click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await themeSwitch.waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
    expect(await themeSwitch.isChecked()).toBe(true);
    // The status bar follows the chosen theme, not the device's light setting.
    const barColours = await page.$$eval('meta[name="theme-color"]', (metas) => metas.map((meta) => meta.getAttribute('content')));
    const darkBar = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg-elevated').trim());
    expect(barColours).toEqual([darkBar, darkBar]);
  });
});
