import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

// The trade screen remembers (issue 41, defect 2), in the browser on the real server: the instrument picked on the
// markets, the lots, the multiple and the stop-loss come back through the Trade tab and after a reload; a first
// visit opens an instrument whose market is open. ETH/USDT (id 14) trades at all hours.

const ETH = 14;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name: `Trade ${name}`, exact: true });
}

async function expectEthForm(page: Page): Promise<void> {
  await heading(page, 'ETH/USDT').waitFor({ state: 'attached' });
  expect(await page.getByRole('textbox', { name: 'Lots' }).inputValue()).toBe('0.07');
  expect(await page.getByRole('radio', { name: '×10' }).getAttribute('aria-checked')).toBe('true');
  expect(await page.getByRole('checkbox', { name: 'Stop-loss' }).isChecked()).toBe(true);
  // The stop's price reads grouped, as prices do everywhere (issue 41, defect 10).
  expect(await page.getByRole('textbox', { name: 'Stop-loss' }).inputValue()).toBe('1,000.00');
}

describe('the trade screen’s memory', () => {
  it('comes back through the Trade tab, and after a reload, with the instrument and the form as they were left', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/`);
    await page
      .locator(`a[href="/trade?id=${String(ETH)}"]`)
      .last()
      .click();
    await page.waitForURL(`${harness.origin}/trade?id=${String(ETH)}`);
    // Orders is for signed-in users: a guest pressing Buy is sent to log in and takes the demo account.
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL(`${harness.origin}/trade?id=${String(ETH)}`);

    await page.getByRole('textbox', { name: 'Lots' }).fill('0.07');
    await page.getByRole('radio', { name: '×10' }).click();
    await page.locator('label', { hasText: 'Stop-loss' }).click();
    await page.getByRole('textbox', { name: 'Stop-loss' }).fill('1000');
    await page.getByRole('textbox', { name: 'Stop-loss' }).blur();

    await page.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/order');
    await page.getByRole('link', { name: 'Trade', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/trade');
    await expectEthForm(page);

    await page.goto(`${harness.origin}/trade`);
    await expectEthForm(page);
  });

  it('opens, on a first visit, the first instrument whose market is open', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/trade`);
    const open = await page.evaluate(async () => {
      const list = (await (await fetch('/v2/api/forex/trade_list')).json()) as { data: { ShowCode: string; MarketStatus: number }[] };
      return list.data.find((item) => item.MarketStatus === 1)?.ShowCode;
    });
    expect(open).toBeDefined();
    await heading(page, open ?? '').waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Buy', exact: true }).isEnabled()).toBe(true);
  });
});
