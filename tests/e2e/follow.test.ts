import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, closeOrder, logIn as apiLogIn, makeTrader, openOrder, type ApiTrader } from './helpers/copy-trading';
import { signInAsDemo } from './helpers/demo';
import { startHarness, type Harness } from './helpers/harness';

// Copy trading in the browser, on the real server: a demo user follows a trader, watches a copy appear live in the
// follow list's order drawer when the trader trades (the trader is driven through the API, as their own app would),
// and ends the follow through the spec's warning; a real user applies to become a trader and an operator approves.

const PASSWORD = 'follow e2e password 1';
// The trader trades BTC/USDT: crypto trades at every hour of every day, so the copy opens whenever the suite runs
// (forex closes from Friday 22:00 to Sunday 22:00 UTC).
const BTC = 13;
let harness: Harness;
let trader: ApiTrader;

beforeAll(async () => {
  harness = await startHarness();
  const operator = await harness.operator();
  await harness.createUser('steady@example.com', PASSWORD);
  trader = await makeTrader(harness.origin, await apiLogIn(harness.origin, 'steady@example.com', PASSWORD), operator, 'Steady Hands');
}, 60_000);
afterAll(() => harness.close());

describe('copy trading', () => {
  it('follows a trader, sees a copy open live in the drawer, and stops following after the warning', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await signInAsDemo(page, harness.origin);
    await page.goto(`${harness.origin}/follow`);
    const card = page.getByTestId('trader-card').filter({ hasText: 'Steady Hands' });
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/follow/submit');

    // The settings sheet: ratio 1 is offered and chosen; the allocation is checked before anything is sent.
    const sheet = page.getByRole('form', { name: 'Follow settings' });
    const follow = sheet.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await expect.poll(() => page.getByText('Please enter your allocation').isVisible()).toBe(true);
    await sheet.getByLabel('Allocation').fill('5000');
    await follow.click();
    await page.waitForURL((url) => url.pathname === '/follow/follow-list', { timeout: 15_000 });
    const followed = page.getByTestId('followed-card').filter({ hasText: 'Steady Hands' });
    await followed.waitFor();

    // The drawer is open on the holding copies (none yet) when the trader trades: the copy appears by itself.
    await followed.getByTestId('count-holding').click();
    const drawer = page.getByRole('dialog', { name: /Copies of .Steady Hands./ });
    await expect.poll(() => drawer.getByText('No copied orders open').isVisible(), { timeout: 10_000 }).toBe(true);
    await openOrder(harness.origin, trader.token, { forexId: BTC, side: 1, lots: '0.10', multiple: 20 });
    await expect.poll(() => drawer.getByTestId('copy-card').count(), { timeout: 15_000 }).toBe(1);
    const copy = drawer.getByTestId('copy-card');
    expect(await copy.textContent()).toContain('BTC/USDT');
    // Ratio 1: the copy has the trader's lots, and a live profit figure.
    expect(await copy.textContent()).toMatch(/Lots0\.10?Open/);
    expect(await copy.getByTestId('copy-profit').textContent()).toMatch(/^[+-]?\d+\.\d{2}$/);
    await drawer.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // The card counts the open copy.
    await expect.poll(() => followed.getByTestId('count-holding').textContent(), { timeout: 10_000 }).toContain('1');

    // Ending the follow shows the spec's warning first.
    await followed.getByRole('button', { name: 'Stop following' }).click();
    const warning = page.getByRole('alertdialog');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('no longer close when this trader closes theirs');
    expect(await warning.textContent()).toContain('miss the best moment to close them');
    await warning.getByRole('button', { name: 'Stop following' }).click();
    await expect.poll(() => followed.getByText('Ended').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => followed.getByRole('button', { name: 'Follow again' }).isVisible()).toBe(true);
  }, 120_000);

  it('stops a follow by its copy stop-loss when the copies lose the limit, and tells the follower', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await signInAsDemo(page, harness.origin);
    await page.goto(`${harness.origin}/follow`);
    await page.getByTestId('trader-card').filter({ hasText: 'Steady Hands' }).getByRole('button', { name: 'Follow', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/follow/submit');
    const sheet = page.getByRole('form', { name: 'Follow settings' });
    await sheet.getByLabel('Allocation').fill('5000');
    await sheet.getByRole('radio', { name: 'Amount', exact: true }).click();
    await sheet.getByLabel('Loss to stop at').fill('0.50');
    await sheet.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/follow/follow-list', { timeout: 15_000 });
    const followed = page.getByTestId('followed-card').filter({ hasText: 'Steady Hands' });
    await followed.getByText('Copy stop-loss: at a loss of 0.50 USD').waitFor();

    // The trader takes the side the seeded price path is about to move against (the feed's future is known), so the
    // copy of 0.10 BTC loses 0.50 USD (5 USD of price). The fill lands somewhere in the next 10 s (a loaded machine
    // is slow to place it), so the move chosen is one that, after those 10 s, goes 6 USD beyond every price in them:
    // on a buy if the price falls that far first.
    const prices = harness.pricesAhead(BTC, 150);
    const early = prices.slice(0, 40);
    const later = prices.slice(40);
    const falls = later.findIndex((price) => price < Math.min(...early) - 6);
    const rises = later.findIndex((price) => price > Math.max(...early) + 6);
    expect(falls !== -1 || rises !== -1, 'the seeded path moves 6 USD beyond its next 10 s within 150 s').toBe(true);
    const side = falls !== -1 && (rises === -1 || falls < rises) ? 1 : 2;
    const origin = await openOrder(harness.origin, trader.token, { forexId: BTC, side, lots: '0.10', multiple: 20 });

    // The copy opens, then the losing tick closes it and ends the follow; the follower is told in the inbox.
    await expect.poll(() => followed.getByText('Stopped by copy stop-loss').isVisible(), { timeout: 160_000 }).toBe(true);
    await closeOrder(harness.origin, trader.token, origin);
    await page.goto(`${harness.origin}/mine/inbox`);
    await page.getByText('Copy stop-loss reached: stopped following Steady Hands').waitFor();
  }, 240_000);

  it('lets a real user apply to become a trader, and shows my followers once approved', async () => {
    await harness.createUser('hopeful@example.com', PASSWORD);
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login`);
    await page.getByLabel('Email').fill('hopeful@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${harness.origin}/follow`);
    await page.getByRole('button', { name: 'Become a trader' }).click();
    await page.waitForURL((url) => url.pathname === '/follow/trader-apply');
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.waitFor();
    // Spec section 5: nothing can be sent before the agree box is ticked.
    expect(await apply.isDisabled()).toBe(true);
    await page.getByLabel('Nickname').fill('Patient Hopeful');
    await page.getByLabel('Short bio').fill('Trades the majors on daily trends.');
    const picture = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 24;
      canvas.height = 24;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#067a4b';
        context.fillRect(0, 0, 24, 24);
      }
      return canvas.toDataURL('image/png');
    });
    await page
      .locator('input[type=file][name=avatar]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(picture.split(',')[1] ?? '', 'base64') });
    await expect.poll(() => page.getByRole('img', { name: 'Picture' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByText('I agree that my orders are copied').click();
    await apply.click();
    await expect.poll(() => page.getByTestId('application-pending').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('application-pending').textContent()).toContain('Under review');

    const operator = await harness.operator();
    const pending = await operator.get<{ data: { id: number; nickname: string }[] }>('/admin/api/follow/applications', {
      status: 0,
      page: 1,
    });
    const mine = pending.data.find((application) => application.nickname === 'Patient Hopeful');
    expect(mine).toBeDefined();
    await operator.post('/admin/api/follow/applications/decide', { id: mine!.id, action: 'approve' });

    await page.goto(`${harness.origin}/follow`);
    await expect.poll(() => page.getByRole('button', { name: 'My followers' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'My followers' }).click();
    await page.waitForURL((url) => url.pathname === '/follow/my-follower');
    await expect.poll(() => page.getByText('No followers yet').isVisible(), { timeout: 10_000 }).toBe(true);
  }, 120_000);
});

/** The signed-in page's session token (the app keeps it in localStorage). */
async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('meridian.session'));
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

/** Labels of the buttons and tabs inside `selector` that are cut (their text is wider than the room they have). */
async function cutLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.scrollWidth > element.clientWidth + 1) cut.push(element.textContent);
    }
    return cut;
  }, selector);
}

// Issue 41: the follow screens as a guest and after a follow ends (defects 3, 4, 6, 9) and at a phone's width in
// English and Arabic (defect 10).
describe('copy trading, issue 41', () => {
  it('sends a guest to log in with the screen tapped, and back there after', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/follow/follow-list`);
    await expect.poll(() => page.getByText('Log in to see the traders you follow').isVisible(), { timeout: 10_000 }).toBe(true);

    await page.goto(`${harness.origin}/follow`);
    const card = page.getByTestId('trader-card').filter({ hasText: 'Steady Hands' });
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe(`/follow/submit?id=${String(trader.traderId)}`);

    await page.goto(`${harness.origin}/follow`);
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/follow/follow-list');
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL((url) => url.pathname === '/follow/follow-list');
    await expect.poll(() => page.getByText('You do not follow any trader yet').isVisible(), { timeout: 10_000 }).toBe(true);
  }, 120_000);

  it('updates the card when a copy is closed by hand, and keeps the follow listed once ended', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await signInAsDemo(page, harness.origin);
    await apiCall(
      harness.origin,
      'POST',
      '/api/follow/follow_trader',
      { trader_id: trader.traderId, multiple: 1, max_amount: 5000 },
      await tokenOf(page),
    );
    const origin = await openOrder(harness.origin, trader.token, { forexId: BTC, side: 1, lots: '0.10', multiple: 20 });
    await page.goto(`${harness.origin}/follow/follow-list`);
    const followed = page.getByTestId('followed-card').filter({ hasText: 'Steady Hands' });
    await expect.poll(() => followed.getByTestId('count-holding').textContent(), { timeout: 15_000 }).toContain('1');

    // Closing the copy by hand: the drawer's tabs and the card behind it change at once, without a reload.
    await followed.getByTestId('count-holding').click();
    const drawer = page.getByRole('dialog', { name: /Copies of .Steady Hands./ });
    await expect.poll(() => drawer.getByRole('tab', { name: 'Following (1)' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await drawer.getByTestId('copy-card').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => drawer.getByRole('tab', { name: 'Following (0)' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await drawer.getByRole('tab', { name: 'Closed (1)' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => followed.textContent(), { timeout: 10_000 }).toContain('Margin held0.00');

    // The warning's buttons read whole at 390 px; once ended, the follow stays with its closed copy.
    await followed.getByRole('button', { name: 'Stop following' }).click();
    const warning = page.getByRole('alertdialog');
    await warning.waitFor();
    expect(await cutLabels(page, '[role=alertdialog] button > span')).toEqual([]);
    await warning.getByRole('button', { name: 'Stop following' }).click();
    await expect.poll(() => followed.getByText('Ended').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => followed.getByRole('button', { name: 'Follow again' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await followed.getByTestId('count-history').textContent()).toContain('1');
    await closeOrder(harness.origin, trader.token, origin);
  }, 120_000);

  it('shows whole names beside their avatars and whole tab labels, in English and in Arabic', async () => {
    for (const locale of ['en', 'ar']) {
      const { page } = await harness.newPage({ locale });
      await page.goto(`${harness.origin}/rank`);
      await expect.poll(() => page.getByTestId('rank-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await cutLabels(page, 'nav a > span'), `${locale} tab labels`).toEqual([]);
      const names = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid=rank-card]')].map((card) => {
          // The avatar, then the name's block: the first line of the text beside it.
          const avatarElement = card.querySelector('span[aria-hidden="true"]')!;
          const avatar = avatarElement.getBoundingClientRect();
          const block = avatarElement.nextElementSibling!.firstElementChild as HTMLElement;
          const range = document.createRange();
          range.selectNodeContents(block);
          const text = range.getBoundingClientRect();
          // The gap between the avatar and the nearest edge of the name's text, on the side the name sits.
          const gap = document.documentElement.dir === 'rtl' ? avatar.left - text.right : text.left - avatar.right;
          return { name: block.textContent, cut: block.scrollHeight > block.clientHeight + 1, gap: Math.round(gap) };
        }),
      );
      for (const name of names) {
        expect(name.cut, `${locale} ${name.name} cut`).toBe(false);
        expect(name.gap, `${locale} ${name.name} away from its avatar`).toBeLessThanOrEqual(16);
      }
      await page.goto(`${harness.origin}/follow`);
      await expect.poll(() => page.getByTestId('trader-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await cutLabels(page, 'nav a > span'), `${locale} tab labels with Copy active`).toEqual([]);
    }
  }, 120_000);
});
