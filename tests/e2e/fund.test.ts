import { afterAll, beforeAll, expect, it } from 'vitest';
import { fundRedemptionPenalty } from '@common/fund';
import { signInAsDemo } from './helpers/demo';
import { startHarness, type Harness } from './helpers/harness';

// Funds in the browser, on the real server: a demo user subscribes to a seeded fund with demo money, a day passes
// (the harness runs the accrual a day ahead), the income row shows, and an early redemption is confirmed with the
// penalty the spec's formula gives.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

it('subscribes, sees a day of income, and redeems early with the penalty shown', async () => {
  const { page } = await harness.newPage({ locale: 'en' });
  await signInAsDemo(page, harness.origin);
  await page.goto(`${harness.origin}/mining`);
  await expect.poll(() => page.getByRole('heading', { name: 'Steady 7-day' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByRole('button', { name: 'Subscribe' }).first().click();
  await page.waitForURL((url) => url.pathname === '/mining/subscribe');

  const amount = page.getByPlaceholder('Input lock number');
  await amount.waitFor();
  // Empty: the spec's message.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => page.getByText('Please input the lock number').isVisible()).toBe(true);
  await amount.fill('1000');
  await expect.poll(() => page.getByTestId('day-profit').textContent()).toBe('3.5000 USD');
  await expect.poll(() => page.getByTestId('total-profit').textContent()).toBe('24.5000 USD');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm subscription' });
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/mining/record', { timeout: 15_000 });
  await expect.poll(() => page.getByText('In progress').first().isVisible(), { timeout: 10_000 }).toBe(true);

  await harness.payFundIncome(1);
  await page.getByRole('button', { name: 'Income' }).first().click();
  await page.waitForURL((url) => url.pathname === '/mining/income');
  await expect.poll(() => page.getByTestId('income-row').count(), { timeout: 10_000 }).toBe(1);
  expect(await page.getByTestId('income-row').first().textContent()).toContain('+3.5000');

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/mining/record');
  await page.getByRole('button', { name: 'Redeem' }).first().click();
  const penalty = fundRedemptionPenalty('1000', '5');
  await expect.poll(() => page.getByTestId('redeem-penalty').textContent()).toContain(`${penalty} USD`);
  expect(await page.getByTestId('redeem-penalty').textContent()).toContain('950.00 USD');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Redeem' }).click();
  await expect.poll(() => page.getByText('Refunded').first().isVisible(), { timeout: 10_000 }).toBe(true);
  // Only a subscription in progress offers redemption (the dialog's own button goes with it).
  await expect.poll(() => page.getByRole('button', { name: 'Redeem' }).count()).toBe(0);
}, 120_000);
