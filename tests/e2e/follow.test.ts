import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn as apiLogIn, makeTrader, openOrder, type ApiTrader } from './helpers/copy-trading';
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

async function asDemoUser(page: Page): Promise<void> {
  await page.goto(`${harness.origin}/login`);
  await page.getByRole('button', { name: 'Try the demo account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('copy trading', () => {
  it('follows a trader, sees a copy open live in the drawer, and stops following after the warning', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await asDemoUser(page);
    await page.goto(`${harness.origin}/follow`);
    const card = page.getByTestId('trader-card').filter({ hasText: 'Steady Hands' });
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/follow/submit');

    // The settings sheet: ratio 1 is offered and chosen; the max amount is checked before anything is sent.
    const sheet = page.getByRole('form', { name: 'Follow settings' });
    const follow = sheet.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await expect.poll(() => page.getByText('Please enter the max amount').isVisible()).toBe(true);
    await sheet.getByLabel('Max amount').fill('5000');
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
