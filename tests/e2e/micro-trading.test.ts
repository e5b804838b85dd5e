import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MICRO_OPTIONS } from '../../server/seed/seed';
import { startHarness, type Harness } from './helpers/harness';
import { figure } from './helpers/figures';

// Micro (option) trading in the browser, on the real server's engine and simulated feed. BTC/USDT (id 13) trades at
// all hours, so an order placed now can always settle at its expiry.

const BTC = 13;
/** The shortest expiry the seed offers: the form lists it first, and it bounds how long the test waits. */
const SHORTEST_SECONDS = Math.min(...MICRO_OPTIONS.map((option) => option.seconds));
const SETTLE_MS = (SHORTEST_SECONDS + 15) * 1000;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** A guest on the BTC trade screen's Future form presses Up, is sent to log in, tries the demo account and comes back. */
async function demoOnMicroForm(page: Page): Promise<void> {
  await page.goto(`${harness.origin}/trade?id=${BTC}`);
  await page.getByRole('tab', { name: 'Options' }).click();
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('from') === `/trade?id=${BTC}`);
  await page.getByRole('button', { name: 'Try the demo account' }).click();
  await page.waitForURL(`${harness.origin}/trade?id=${BTC}`);
  await page.getByRole('tab', { name: 'Options' }).click();
  // The form shows the option account once it has loaded.
  await expect.poll(() => summary(page, 'Option account (USD)').textContent(), { timeout: 10_000 }).not.toBe('--');
}

/** A figure of the form's summary, by its label. */
function summary(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
}

/** In the page: the option account's available balance, as the API says it. */
async function optionBalance(): Promise<string> {
  const session = JSON.parse(localStorage.getItem('meridian.session') ?? 'null') as { token: string };
  const response = await fetch('/v2/api/main/wallet/getBalance', { headers: { authorization: session.token } });
  const body = (await response.json()) as { data: { accountTypeId: number; balance: string }[] };
  return body.data.find((account) => account.accountTypeId === 2)?.balance ?? '';
}

/** Dollars as whole cents, so sums compare exactly ("9,990.00" → 999000, "+8.00" → 800). */
function cents(text: string | null): number {
  const plain = (text ?? '').replace(/[^\d.+-]/g, '');
  return Math.round(Number(plain) * 100);
}

describe('micro trading', () => {
  it(
    'places the shortest up order, counts it down, settles it into closed positions and pays the shown result',
    async () => {
      const { page } = await harness.newPage({ locale: 'en' });
      await demoOnMicroForm(page);

      // The shortest expiry comes first; an amount under its minimum says why and sends nothing.
      const expiries = page.getByRole('radiogroup', { name: 'Expiry' }).getByRole('radio');
      await expiries.first().click();
      expect(await expiries.first().textContent()).toContain(`${String(SHORTEST_SECONDS)}s`);
      let submits = 0;
      page.on('request', (request) => {
        if (request.url().includes('/v2/api/micro/submit')) submits += 1;
      });
      await page.getByLabel('Amount (USD)').fill('5');
      await page.getByRole('button', { name: 'Up', exact: true }).click();
      await page.getByText('The amount must be at least 10.00').waitFor();
      expect(submits).toBe(0);

      await page.getByRole('radiogroup', { name: 'Preset amounts' }).getByRole('radio', { name: '10', exact: true }).click();
      await expect.poll(() => page.getByLabel('Amount (USD)').inputValue()).toBe('10');
      const income = await summary(page, 'Expected income (USD)').textContent();
      expect(cents(income)).toBeGreaterThan(0);
      const before = cents(await page.evaluate(optionBalance));
      expect(cents(await summary(page, 'Option account (USD)').textContent())).toBe(before);

      await page.getByRole('button', { name: 'Up', exact: true }).click();
      // One-tap trading is off by default: the order is confirmed first (issue 19).
      await page.getByRole('alertdialog').getByRole('button', { name: 'Up' }).click();
      await page.getByText('Order placed').waitFor();
      expect(submits).toBe(1);
      // The stake leaves the free balance, on the screen too.
      await expect.poll(async () => cents(await summary(page, 'Option account (USD)').textContent())).toBe(before - 1000);

      await page.getByRole('link', { name: 'Orders' }).click();
      await page.waitForURL((url) => url.pathname === '/order');
      await page.getByRole('tab', { name: 'Options' }).click();
      await page.waitForURL((url) => url.searchParams.get('source') === '1');
      expect(await page.getByRole('tab', { name: 'In transaction' }).getAttribute('aria-selected')).toBe('true');
      // The order's card (named by its heading), not the settled result that appears above the list.
      const card = page.locator('article[aria-labelledby]').filter({ hasText: 'BTC/USDT' });
      await card.waitFor();
      const left = () => figure(card, 'Time left').textContent();
      const first = Number((await left())?.replace(/\D/g, ''));
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThanOrEqual(SHORTEST_SECONDS);
      await expect.poll(async () => Number((await left())?.replace(/\D/g, '')), { timeout: 5_000 }).toBeLessThan(first);
      // While it runs, it is valued at the live price: a win pays the expected income, a loss costs the amount.
      await expect
        .poll(async () => cents(await card.locator('.num').first().textContent()))
        .toSatisfy((value: number) => [cents(income), -1000].includes(value));

      // At zero the list asks again and the settled order leaves the tab; its result stays above, until dismissed.
      await card.waitFor({ state: 'detached', timeout: SETTLE_MS });
      await page.getByText('No data yet').waitFor();
      const settled = page.getByRole('status', { name: 'Settled options' }).getByRole('article');
      await expect.poll(() => settled.textContent()).toMatch(/Option settled: BTC\/USDT · Up(Won \+|Lost -)\d+\.\d\d USDDeciding price/);
      const shownResult = cents((await settled.textContent())?.match(/[+-][\d,.]+ USD/)?.[0] ?? '');

      await page.getByRole('tab', { name: 'Closed position' }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === '3');
      await card.getByRole('button').first().click();
      const detail = page.getByRole('dialog', { name: 'Order details: BTC/USDT' });
      const result = cents(await figure(detail, 'Result (USD)').textContent());
      expect([cents(income), -1000]).toContain(result);
      // The settled card said the same result as it settled.
      expect(shownResult).toBe(result);
      // The settlement's record: the tick it opened at, and the first tick at or after expiry that decided it.
      await expect.poll(() => figure(detail, 'Deciding tick').textContent()).toMatch(/^#\d+.*\d{2}:\d{2}:\d{2}[^A-Z]*\d/);
      await figure(detail, 'Opening tick').waitFor();
      const end = await figure(detail, 'End price').textContent();
      expect(await figure(detail, 'Deciding tick').textContent()).toContain(end ?? '--');

      // The account moved by exactly the result shown: the stake came back with the profit, or was lost.
      expect(cents(await page.evaluate(optionBalance))).toBe(before + result);
    },
    SETTLE_MS + 60_000,
  );
});
