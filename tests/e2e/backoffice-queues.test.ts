import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loan, LoanAgreementPreview } from '@common/api/loan';
import type { TraderApplication } from '@common/api/follow';
import { LOAN_STATUS } from '@common/loan';
import { signaturePng } from '../server/helpers/loan';
import {
  consoleNav,
  consoleSignIn,
  customerCall,
  customerSignIn,
  customerUpload,
  decideInConsole,
  fundingBalance,
} from './helpers/console';
import { startHarness, type Harness } from './helpers/harness';

// The console's loan and trader-application queues in Chromium at 1280 x 800 on the real server: an operator
// approves a loan identity check looking at the ID photo, pays out a loan after reading the signed agreement (above
// the four-eyes threshold: a first approval, then a second operator's; the customer's balance changes), confirms a repayment looking at its proof (the loan is settled), and rejects a
// trader application, which needs a reason the customer then reads. With CONSOLE_SHOTS=<dir> it saves each queue's
// list and detail in light and dark there, for a person to look at.

const CUSTOMER = { email: 'borrower.queues@example.com', password: 'borrower password 9' };
const ADMIN = { email: 'queues.admin@example.com', password: 'queues admin password 1' };
const SUPPORT = { email: 'queues.support@example.com', password: 'queues support password 1' };
/** The second pair of eyes a payout above the four-eyes threshold (1,000 USD) needs. */
const FINANCE = { email: 'queues.finance@example.com', password: 'queues finance password 1' };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await harness.createUser(CUSTOMER.email, CUSTOMER.password);
  await harness.createOperator(ADMIN.email, ADMIN.password, 'admin');
  await harness.createOperator(SUPPORT.email, SUPPORT.password, 'support');
  await harness.createOperator(FINANCE.email, FINANCE.password, 'finance');
});
afterAll(() => harness.close());

const SHOTS = process.env.CONSOLE_SHOTS;

/** The page at `route` in light and dark, saved under CONSOLE_SHOTS; back to light after. */
async function shoot(page: Page, route: string, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('meridian.theme', JSON.stringify(value)), theme);
    await page.goto(`${harness.origin}/admin${route}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SHOTS, `${name}-${theme}.png`), fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('meridian.theme', JSON.stringify('light')));
  await page.goto(`${harness.origin}/admin${route}`);
}

/** Opens the queue from the navigation (its count shows `waiting`) and the customer's row in it. */
async function openItem(page: Page, queue: string, waiting: number): Promise<string> {
  const link = consoleNav(page).getByRole('link', { name: new RegExp(queue) });
  await expect.poll(() => link.textContent(), { timeout: 30_000 }).toContain(String(waiting));
  await link.click();
  await page
    .getByRole('cell', { name: new RegExp(CUSTOMER.email) })
    .first()
    .click();
  await page.waitForURL((url) => /\/admin\/queues\/\w+\/\d+$/.test(url.pathname));
  return new URL(page.url()).pathname.replace(/^\/admin/, '');
}

async function decided(page: Page): Promise<void> {
  await expect.poll(() => page.getByText('Decision saved').isVisible(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => page.getByRole('heading', { name: 'Decision', exact: true }).count()).toBe(0);
}

describe('the loan and trader-application queues', () => {
  it('decides a loan identity check, a loan, a repayment and a trader application from their detail views', async () => {
    const { token } = await customerSignIn(harness, CUSTOMER);
    const kyc = await customerCall(harness, token, 'POST', '/api/loan/kyc_submit', {
      name: 'Chan',
      last_name: 'Tai Man',
      sex: 1,
      birthday: '1988-04-02',
      country: 'HK',
      mobile: '852-91234567',
      id_card_type: 1,
      id_number: 'A1234567',
      hand_pic: await customerUpload(harness, token, await signaturePng(), 'hand.png'),
      address: '1 Queen Street, Central, Hong Kong',
    });
    expect(kyc.code, kyc.msg).toBe(1);
    const applied = await customerCall<TraderApplication>(harness, token, 'POST', '/api/follow/apply_trader', {
      agree: 1,
      nickname: 'Harbour Swing',
      bio: 'Swing trades on majors, two or three a week',
      avatar: await customerUpload(harness, token),
    });
    expect(applied.code, applied.msg).toBe(1);

    const { page } = await harness.newDesktopPage();
    await consoleSignIn(harness, page, ADMIN);

    // The loan identity check: the photo of the customer holding their ID, then approved.
    const kycRoute = await openItem(page, 'Loan identity checks', 1);
    await expect.poll(() => page.getByRole('img', { name: 'Photo holding the ID' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText('A1234567').first().isVisible()).toBe(true);
    await shoot(page, '/queues/loan_kycs', 'loan-kycs-list');
    await shoot(page, kycRoute, 'loan-kycs-detail');
    await decideInConsole(page, 'Approve');
    await decided(page);

    // The loan: the signed agreement and signature to read, then paid out into the customer's funding account.
    const shown = await customerCall<LoanAgreementPreview>(harness, token, 'GET', '/api/loan/loan_agreement', {
      config_id: 1,
      amount: '1500',
    });
    expect(shown.code, shown.msg).toBe(1);
    const sign = await customerUpload(harness, token, await signaturePng(), 'sign.png');
    const loan = await customerCall<Loan>(harness, token, 'POST', '/api/loan/loan_submit', {
      amount: '1500',
      config_id: 1,
      sign,
      agreement: shown.data.sha256,
      consent: 1,
    });
    expect(loan.code, loan.msg).toBe(1);
    const loanRoute = await openItem(page, 'Loans', 1);
    await expect
      .poll(() => page.getByRole('region', { name: 'Signed agreement' }).textContent(), { timeout: 10_000 })
      .toContain('Electronic signature');
    await expect.poll(() => page.getByRole('img', { name: 'Signature' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(page, '/queues/loans', 'loans-list');
    await shoot(page, loanRoute, 'loans-detail');
    // Paying out is finance's: a support operator reads the loan but has no decision to make.
    const support = await harness.newDesktopPage();
    await consoleSignIn(harness, support.page, SUPPORT);
    await support.page.goto(`${harness.origin}/admin${loanRoute}`);
    await expect
      .poll(() => support.page.getByText('Your role can look at this item but not decide it.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await support.page.getByRole('button', { name: 'Approve and pay out' }).count()).toBe(0);
    if (SHOTS) {
      await support.page.evaluate(() => localStorage.setItem('meridian.admin.locale', JSON.stringify('hk')));
      await support.page.reload();
      await support.page.waitForLoadState('networkidle');
      await support.page.screenshot({ path: path.join(SHOTS, 'loans-detail-support-hk.png'), fullPage: true });
    }
    expect(await fundingBalance(harness, token)).toBe('0.00');
    // 1,500 USD is above the four-eyes threshold: the admin's approval is the first of two and pays nothing out.
    await decideInConsole(page, 'Approve and pay out');
    await expect
      .poll(() => page.getByText('First approval saved. Another operator must approve it before it takes effect.').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await fundingBalance(harness, token)).toBe('0.00');
    // A finance operator gives the second approval: the loan is paid out.
    const finance = await harness.newDesktopPage();
    await consoleSignIn(harness, finance.page, FINANCE);
    await finance.page.goto(`${harness.origin}/admin${loanRoute}`);
    await decideInConsole(finance.page, 'Approve and pay out');
    await decided(finance.page);
    expect(await fundingBalance(harness, token)).toBe('1500.00');

    // The repayment: its proof and the amount due, confirmed; the loan is settled.
    const repaid = await customerCall<Loan>(harness, token, 'POST', '/api/loan/repayment', {
      loan_id: loan.data.id,
      charge_id: 1,
      proofImg: await customerUpload(harness, token, undefined, 'proof.png'),
    });
    expect(repaid.code, repaid.msg).toBe(1);
    const repaymentRoute = await openItem(page, 'Loan repayments', 1);
    await expect.poll(() => page.getByRole('img', { name: 'Proof of payment' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(page, '/queues/loan_repayments', 'loan-repayments-list');
    await shoot(page, repaymentRoute, 'loan-repayments-detail');
    await decideInConsole(page, 'Confirm the repayment');
    await decided(page);
    const settled = await customerCall<Loan>(harness, token, 'GET', '/api/loan/loan_info', { id: loan.data.id });
    expect(settled.data.status).toBe(LOAN_STATUS.repaid);

    // The trader application: the avatar and the applicant's record; a rejection needs the reason they will read.
    const applicationRoute = await openItem(page, 'Trader applications', 1);
    await expect.poll(() => page.getByRole('img', { name: 'Avatar' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText('Harbour Swing').first().isVisible()).toBe(true);
    await shoot(page, '/queues/trader_applications', 'trader-applications-list');
    await shoot(page, applicationRoute, 'trader-applications-detail');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => page.getByText('Write the reason the customer will read.').isVisible()).toBe(true);
    const reason = 'Trade for a month on the real account first';
    await page.getByLabel(/Reason \(required to reject/).fill(reason);
    await decideInConsole(page, 'Reject');
    await decided(page);
    const status = await customerCall<TraderApplication>(harness, token, 'GET', '/api/follow/apply_status');
    expect(status.data).toMatchObject({ status: 2, reason });

    // The customer's page lists the loan and nothing copied.
    await page.goto(`${harness.origin}/admin/customers`);
    await page.getByLabel('Email, UID or id').fill(CUSTOMER.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: CUSTOMER.email }).click();
    await page.getByRole('tab', { name: 'Loans' }).click();
    await expect.poll(() => page.getByRole('cell', { name: '1,500.00' }).first().isVisible(), { timeout: 10_000 }).toBe(true);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'customer-loans-light.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Copied orders' }).click();
    await expect.poll(() => page.getByText('Nothing yet.').isVisible(), { timeout: 10_000 }).toBe(true);
  }, 240_000);
});
