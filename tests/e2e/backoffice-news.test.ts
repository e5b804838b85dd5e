import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleNav, consoleSignIn } from './helpers/console';
import { startHarness, type Harness } from './helpers/harness';

// The console's news page in Chromium at 1280 x 800 on the real server: an administrator writes an article whose
// HTML carries hostile parts (a picture with an error handler, a script, a javascript: link), sees the preview
// without them, saves and publishes it; a customer's phone then lists the article under /news and its page shows
// the text without any of the hostile parts, and nothing hostile ran on either side. With CONSOLE_SHOTS=1 it also
// saves the news page with its preview, light and dark, into .tmp/screenshots for a person to look at.

const ADMIN = { email: 'news.admin@example.com', password: 'news admin password 1' };

const TITLE = 'Gold now trades around the clock';
const SUMMARY = 'XAU/USD opens on weekdays without a daily break.';
// What the operator pastes: the safe text around an error handler, a script and a javascript: link. Each hostile
// part, if it survived anywhere, would open a dialog or set window.pwned, which the test watches for.
const BODY = [
  '<p>Gold now trades <strong>around the clock</strong> on weekdays.</p>',
  '<img src=x onerror=alert(1)>',
  '<script>window.pwned = true; alert(2)</script>',
  '<p><a href="javascript:alert(3)">Read the trading rules</a></p>',
].join('\n');

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await harness.createOperator(ADMIN.email, ADMIN.password, 'admin');
});
afterAll(() => harness.close());

/** Records every dialog a page opens (an alert from article HTML would be one) and dismisses it. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** What a rendered article body holds: its markup and text, and whether any hostile part is left in it. */
async function bodyOf(page: Page, scope = page.locator('body')) {
  const body = scope.getByTestId('article-body');
  return body.evaluate((element) => ({
    html: element.innerHTML,
    text: element.textContent,
    strong: element.querySelector('strong')?.textContent ?? null,
    link: element.querySelector('a')?.textContent ?? null,
    linkHref: element.querySelector('a')?.getAttribute('href') ?? null,
    scripts: element.querySelectorAll('script').length,
    images: element.querySelectorAll('img').length,
    handlers: [...element.querySelectorAll('*')].filter((node) => [...node.attributes].some((attribute) => attribute.name.startsWith('on')))
      .length,
  }));
}

/** The hostile parts are gone and the safe text is whole. */
function expectClean(body: Awaited<ReturnType<typeof bodyOf>>): void {
  expect(body.strong).toBe('around the clock');
  expect(body.text).toContain('Gold now trades around the clock on weekdays.');
  expect(body.link).toBe('Read the trading rules');
  expect(body.linkHref).toBeNull();
  expect(body.scripts).toBe(0);
  expect(body.images).toBe(0);
  expect(body.handlers).toBe(0);
  expect(body.text).not.toContain('pwned');
  expect(body.html).not.toMatch(/onerror|javascript:|<script/i);
}

describe('the console news page', () => {
  it('writes an article with hostile HTML, previews it sanitised, publishes it; the app shows it clean', async () => {
    const { page } = await harness.newDesktopPage();
    const consoleDialogs = watchDialogs(page);
    await consoleSignIn(harness, page, ADMIN);
    await consoleNav(page).getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/config/news');
    // The list has loaded (it holds the seeded articles) before a new one is started.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);

    // A new article: the preview follows the typing and shows the text without the hostile parts.
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Summary').fill(SUMMARY);
    await page.getByLabel('Text (HTML)').fill(BODY);
    const preview = page.getByLabel('Preview');
    await expect.poll(() => preview.getByRole('heading', { name: TITLE }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => preview.getByTestId('article-body').locator('strong').textContent(), { timeout: 10_000 })
      .toBe('around the clock');
    expectClean(await bodyOf(page, preview));

    // Saved as a draft: the editor now holds the server's sanitised text, and the preview still shows it clean.
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /^Article #\d+$/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    const stored = await page.getByLabel('Text (HTML)').inputValue();
    expect(stored).toContain('<strong>around the clock</strong>');
    expect(stored).not.toMatch(/onerror|javascript:|<script|pwned/i);
    expectClean(await bodyOf(page, preview));
    await expect.poll(() => page.getByRole('row', { name: new RegExp(TITLE) }).textContent(), { timeout: 10_000 }).toContain('Draft');

    // Published: the editor offers to take it back, and the list says so.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Unpublish' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(TITLE) }).textContent(), { timeout: 10_000 }).toContain('Published');

    // The customer's app lists it under /news with its summary, and its page shows the body clean.
    const phone = await harness.newPage({ locale: 'en' });
    const appDialogs = watchDialogs(phone.page);
    await phone.page.goto(`${harness.origin}/news`);
    const heading = phone.page.getByRole('heading', { name: TITLE });
    await expect.poll(() => heading.isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => phone.page.getByText(SUMMARY).isVisible()).toBe(true);
    await heading.click();
    await phone.page.waitForURL((url) => url.pathname === '/news/detail');
    await expect
      .poll(() => phone.page.getByTestId('article-body').locator('strong').textContent(), { timeout: 15_000 })
      .toBe('around the clock');
    expectClean(await bodyOf(phone.page));

    // Nothing hostile ran in the console or in the app.
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    expect(await phone.page.evaluate(() => 'pwned' in window)).toBe(false);
    expect(consoleDialogs).toEqual([]);
    expect(appDialogs).toEqual([]);

    if (process.env.CONSOLE_SHOTS) await screenshots(page);
  }, 240_000);
});

/** The news page with the article open beside its preview, at 1280 x 800, light and dark. */
async function screenshots(page: Page): Promise<void> {
  const out = path.join(import.meta.dirname, '../../.tmp/screenshots');
  mkdirSync(out, { recursive: true });
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('meridian.theme', JSON.stringify(value)), theme);
    await page.reload();
    await page.getByRole('row', { name: new RegExp(TITLE) }).click();
    await expect
      .poll(() => page.getByLabel('Preview').getByTestId('article-body').locator('strong').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme ?? ''), { timeout: 10_000 }).toBe(theme);
    // The editor scrolls itself into view smoothly: the shot waits until the page has stopped moving.
    const settled = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((answer) => {
            const before = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => answer(window.scrollY === before && before > 0)));
          }),
      );
    await expect.poll(settled, { timeout: 10_000 }).toBe(true);
    await page.screenshot({ path: path.join(out, `admin-news-${theme}.png`) });
    await page.screenshot({ path: path.join(out, `admin-news-${theme}-full.png`), fullPage: true });
  }
}
