import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@common/envelope';
import {
  consoleNav,
  consoleSignIn,
  customerCall,
  customerPhone,
  customerSignIn,
  customerUpload,
  decideInConsole,
  fundingBalance,
  type Answer,
} from './helpers/console';
import { startHarness, type Harness } from './helpers/harness';

// The back-office console in Chromium at a desktop size (1280 x 800) on the real server: an operator signs in,
// approves a deposit (the customer's balance changes), rejects a withdrawal with a reason (the customer reads it
// in the app), changes a withdrawal fee (the app's withdraw screen shows it), finds the customer and ends their
// session; a support operator can read the settings but not change them. With CONSOLE_SHOTS=1 it also saves
// screenshots of the console (light, dark, Chinese) into .tmp/screenshots for a person to look at.

const CUSTOMER = { email: 'grace.console@example.com', password: 'compiler pioneer 9' };
const ADMIN = { email: 'desk.admin@example.com', password: 'desk admin password 1' };
const SUPPORT = { email: 'desk.support@example.com', password: 'desk support password 1' };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await harness.createUser(CUSTOMER.email, CUSTOMER.password);
  await harness.createOperator(ADMIN.email, ADMIN.password, 'admin');
  await harness.createOperator(SUPPORT.email, SUPPORT.password, 'support');
});
afterAll(() => harness.close());

describe('the back-office console', () => {
  it('decides deposits and withdrawals, changes a fee, ends a customer session; support cannot change settings', async () => {
    const customer = await customerSignIn(harness, CUSTOMER);

    // The customer asks for a bank deposit with a proof picture.
    const proofImg = await customerUpload(harness, customer.token);
    const charge = await customerCall<{ id: number }>(harness, customer.token, 'POST', '/api/quickCharge/wire_submit', {
      number: '500.00',
      proofImg,
      wire_id: 1,
    });
    expect(charge.code, charge.msg).toBe(1);
    expect(await fundingBalance(harness, customer.token)).toBe('0.00');

    // The operator signs in; the navigation counts the waiting deposit; the detail shows the proof and customer.
    const { page } = await harness.newDesktopPage();
    await consoleSignIn(harness, page, ADMIN);
    // Styled by the design system, as the PWA is: its tokens and base reach the console's page, and the open page's
    // link in the navigation is marked current.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim())).not.toBe('');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/Times/);
    expect(await consoleNav(page).locator('a[aria-current="page"]').textContent()).toBe('Dashboard');
    await expect
      .poll(
        () =>
          consoleNav(page)
            .getByRole('link', { name: /Deposits/ })
            .textContent(),
        { timeout: 30_000 },
      )
      .toContain('1');
    await consoleNav(page)
      .getByRole('link', { name: /Deposits/ })
      .click();
    await page.getByRole('cell', { name: String(charge.data.id), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/admin/queues/charges/${String(charge.data.id)}`);
    await expect.poll(() => page.getByRole('img', { name: 'Proof of payment' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText(CUSTOMER.email).first().isVisible()).toBe(true);
    await decideInConsole(page, 'Approve');
    await expect.poll(() => page.getByText('Decision saved').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await fundingBalance(harness, customer.token)).toBe('500.00');

    // The customer asks to withdraw to a coin address; the operator rejects it, and must give a reason.
    const method = await customerCall<{ id: number }>(harness, customer.token, 'POST', '/api/wallet/bind_draw_method', {
      type: 1,
      draw_id: 1,
      // A TRC-20 address that decodes (base58check, 0x41 first): the server refuses one that does not.
      dc_address: 'TYJh4L8CBFVAHPTK9QAgxBzs7rchNykLEG',
    });
    expect(method.code, method.msg).toBe(1);
    await harness.matureMethods();
    const methods = await customerCall<{ id: number }[]>(harness, customer.token, 'GET', '/api/wallet/get_draw_method', {
      draw_type: 1,
      draw_id: 1,
    });
    const methodId = methods.data[0]?.id ?? 0;
    const withdrawal = await customerCall<{ id: number }>(harness, customer.token, 'POST', '/api/account/draw', {
      draw_currency_id: 1,
      number: '20.00',
      memo: '',
      draw_method_id: methodId,
    });
    expect(withdrawal.code, withdrawal.msg).toBe(1);
    await consoleNav(page)
      .getByRole('link', { name: /Withdrawals/ })
      .click();
    await page
      .getByRole('cell', { name: /20\.00/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/queues/withdrawals/'));
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => page.getByText('Write the reason the customer will read.').isVisible()).toBe(true);
    const reason = 'The address belongs to a sanctioned exchange';
    await page.getByLabel(/Reason \(required to reject/).fill(reason);
    await decideInConsole(page, 'Reject');
    await expect.poll(() => page.getByText('Decision saved').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: reason }).isVisible(), { timeout: 10_000 }).toBe(true);

    // The customer reads the reason on the app's withdraw screen.
    const phone = await customerPhone(harness, CUSTOMER);
    await phone.goto(`${harness.origin}/mine/withdraw?type=1`);
    const records = phone.getByRole('region', { name: 'Withdraw records' });
    await expect.poll(() => records.textContent(), { timeout: 15_000 }).toContain(reason);

    // The operator raises the TRC20 withdrawal fee from 1 to 3 USD; the app's withdraw screen shows the new fee.
    await consoleNav(page).getByRole('link', { name: 'Withdrawal currencies and fees' }).click();
    await page.getByRole('cell', { name: 'TRC20' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Fee', { exact: true }).fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await phone.reload();
    await phone.getByLabel('Amount (USD)').fill('20');
    const figure = (label: string) => phone.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    await expect.poll(() => figure('Fee (USD)'), { timeout: 15_000 }).toBe('3.00');

    // The change is in the audit log with the value before and after.
    await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'Fee: 1 → 3' }).isVisible(), { timeout: 10_000 }).toBe(true);

    // The operator finds the customer by email and ends their sessions (the app's and the one used above): their
    // tokens stop working.
    await consoleNav(page).getByRole('link', { name: 'Find a customer' }).click();
    await page.getByLabel('Email, UID or id').fill('grace.console');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: CUSTOMER.email }).click();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    const endButtons = page.getByRole('button', { name: 'End session' });
    await expect.poll(() => endButtons.count(), { timeout: 10_000 }).toBe(2);
    await endButtons.first().click();
    await expect.poll(() => endButtons.count(), { timeout: 10_000 }).toBe(1);
    await endButtons.first().click();
    await expect.poll(() => page.getByText('No open sessions.').isVisible(), { timeout: 10_000 }).toBe(true);
    const afterRevoke = await customerCall(harness, customer.token, 'GET', '/api/user/info');
    expect(afterRevoke.code).toBe(CODE.NOT_LOGGED_IN);

    if (process.env.CONSOLE_SHOTS) await screenshots(page);

    // A support operator reads the settings but cannot change them: no save, and the server refuses it too.
    const support = await harness.newDesktopPage();
    await consoleSignIn(harness, support.page, SUPPORT);
    await consoleNav(support.page).getByRole('link', { name: 'Settings' }).click();
    await expect
      .poll(() => support.page.getByText('Only administrators change the configuration.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => support.page.getByLabel('Contract fee').isVisible()).toBe(true);
    expect(await support.page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    const token = await support.page.evaluate(
      () => (JSON.parse(localStorage.getItem('meridian.admin.session') ?? 'null') as { token: string } | null)?.token ?? '',
    );
    const refused = (await (
      await fetch(`${harness.origin}/admin/api/settings/save`, {
        method: 'POST',
        headers: { authorization: token, lang: 'en' },
        body: new URLSearchParams({ key: 'trade_fee_type', value: '1' }),
      })
    ).json()) as Answer<null>;
    expect(refused.code).toBe(CODE.ROLE_FORBIDDEN);
    expect(refused.msg).toBe('Your role does not allow this');
  }, 240_000);
});

/** The console's main pages at 1280 x 800, in light and dark, and in Chinese. */
async function screenshots(page: Page): Promise<void> {
  const out = path.join(import.meta.dirname, '../../.tmp/screenshots');
  mkdirSync(out, { recursive: true });
  const routes = [
    '/',
    '/queues/charges?status=1',
    '/queues/charges/1',
    '/queues/withdrawals/1',
    '/customers',
    '/customers/1',
    '/config/settings',
    '/config/withdraw-currencies',
    '/audit',
    '/account',
  ];
  const variants = [
    { name: 'light', theme: 'light', locale: 'en' },
    { name: 'dark', theme: 'dark', locale: 'en' },
    { name: 'hk', theme: 'light', locale: 'hk' },
  ];
  for (const variant of variants) {
    await page.evaluate(({ theme, locale }) => {
      localStorage.setItem('meridian.theme', JSON.stringify(theme));
      localStorage.setItem('meridian.admin.locale', JSON.stringify(locale));
    }, variant);
    for (const route of routes) {
      await page.goto(`${harness.origin}/admin${route}`);
      await page.waitForTimeout(1_500);
      const name = route.replace(/[/?=&]+/g, '-').replace(/^-|-$/g, '') || 'dashboard';
      await page.screenshot({ path: path.join(out, `admin-${name}-${variant.name}.png`), fullPage: true });
    }
  }
  // Back to English and light for the rest of the test.
  await page.evaluate(() => {
    localStorage.setItem('meridian.theme', JSON.stringify('light'));
    localStorage.setItem('meridian.admin.locale', JSON.stringify('en'));
  });
}
