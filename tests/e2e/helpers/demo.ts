import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The demo account driven as a visitor drives it: the login screen's demo button, and a buy at the market from the
// trade screen's form once the screen has loaded what the order needs.

/** Opens the demo account (no registration) from the login screen and lands on home. */
export async function signInAsDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Try the demo account' }).click();
  await page.waitForURL(`${origin}/`);
}

/**
 * On the trade screen: one buy at the market, confirmed in the dialog. It waits for the form to know the free
 * margin (the contract account has loaded) before pressing, and fails with the server's own answer when the order
 * was refused, rather than only with a toast that never came.
 */
export async function buyAtMarket(page: Page): Promise<void> {
  const freeMarginAfter = page.locator('dt', { hasText: 'Free margin after (USD)' }).locator('xpath=following-sibling::dd');
  await expect.poll(() => freeMarginAfter.textContent(), { timeout: 15_000 }).not.toBe('--');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/v2/api/forex/submit');
  // One-tap trading is off by default: the order is confirmed first (issue 19).
  await page.getByRole('alertdialog').getByRole('button', { name: 'Buy' }).click();
  const body = (await (await answer).json()) as { code: number; msg: string };
  expect(body, 'the order should be placed').toMatchObject({ code: 1 });
  await page.getByText('Order placed').waitFor();
}
