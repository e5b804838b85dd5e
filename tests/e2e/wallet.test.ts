import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCharge, AdminIdentity, AdminWithdrawCurrency } from '@common/api/admin-wallet';
import { withdrawFee, withdrawReceivable } from '@common/wallet';
import { startHarness, type Harness } from './helpers/harness';
import type { Page as AdminPage } from '@common/api/page';

// The wallet in the browser, on the real server: a user adds a bank payout method, deposits by bank transfer with a
// proof picture, an operator approves it through the back office, the balance shows it, the user moves part of it
// to the contract account and asks for a withdrawal whose fee and receivable are the spec's formula.

const EMAIL = 'ada.wallet@example.com';
const PASSWORD = 'analytical engine 7';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await harness.createUser(EMAIL, PASSWORD);
});
afterAll(() => harness.close());

async function logIn(page: Page, email = EMAIL): Promise<void> {
  await page.goto(`${harness.origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Opens a picker field (its button is named by its label, then its value) and chooses an option in its sheet. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const sheet = page.getByRole('dialog', { name: label });
  await sheet.getByRole('button', { name: option }).click();
  await expect.poll(() => sheet.isVisible(), { timeout: 5_000 }).toBe(false);
}

/** A small PNG drawn by the browser's own canvas: a real image for the server to check and strip. */
async function proofPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 20;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#1f5eff';
      context.fillRect(0, 0, 32, 20);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

function totalAssets(page: Page): Promise<string | null> {
  return page.getByRole('region', { name: 'Total assets (USD)' }).locator('p').textContent();
}

describe('the wallet', () => {
  it('adds a bank card, deposits with proof, transfers, and withdraws at the formula fee', async () => {
    const operator = await harness.operator();
    const { page } = await harness.newPage({ locale: 'en' });
    await logIn(page);

    // A bank card to be paid out to, added from the bank-card list's plus button.
    await page.goto(`${harness.origin}/mine/bank-card-list`);
    await expect.poll(() => page.getByText('No bank card yet').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Add a bank card' }).click();
    await page.waitForURL((url) => url.pathname === '/mine/withdraw-way' && url.searchParams.get('type') === '2');
    await pick(page, 'Currency', 'EUR');
    await page.getByLabel('Bank name').fill('Analytical Savings Bank');
    await page.getByLabel('Bank address').fill('12 St James Square, London');
    await page.getByLabel('SWIFT code').fill('ANSVGB2L');
    await page.getByLabel('Payee name').fill('Ada Lovelace');
    await page.getByLabel('Payee account').fill('GB29NWBK60161331926819');
    await page.getByRole('button', { name: 'Save' }).click();
    // Read back before it is saved: withdrawals go where this says.
    await page.getByRole('alertdialog', { name: 'Save this payout method?' }).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/mine/bank-card-list');
    await expect.poll(() => page.getByText('Analytical Savings Bank GB29NWBK60161331926819').isVisible(), { timeout: 10_000 }).toBe(true);

    // Swiping the card towards the start reveals its delete action, which asks before deleting.
    const card = page.getByRole('article').filter({ hasText: 'Ada Lovelace' });
    const box = await card.boundingBox();
    if (!box) throw new Error('the bank card is not on screen');
    const middle = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, middle);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 180, middle, { steps: 10 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete this payout method?' });
    await expect.poll(() => confirmDelete.isVisible(), { timeout: 5_000 }).toBe(true);
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirmDelete.isVisible(), { timeout: 5_000 }).toBe(false);

    // A deposit by bank transfer into a receiving account, with a picture of the payment.
    await page.goto(`${harness.origin}/mine/charge`);
    await pick(page, 'Pay into', 'Meridian Clearing Bank');
    await expect.poll(() => page.getByRole('button', { name: 'Copy Payee account' }).isVisible()).toBe(true);
    await page.getByLabel('Amount (USD)').fill('500');
    await page.locator('input[type="file"]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: await proofPicture(page) });
    await expect.poll(() => page.getByRole('img', { name: 'Payment proof' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    const deposits = page.getByRole('region', { name: 'Deposit records' });
    await expect.poll(() => deposits.getByRole('article').first().textContent(), { timeout: 10_000 }).toContain('500.00');
    await expect.poll(() => deposits.getByRole('article').first().textContent()).toContain('Waiting for review');

    // The back office approves it.
    const waiting = await operator.get<AdminPage<AdminCharge>>('/admin/api/wallet/charges', { status: 0 });
    const charge = waiting.data.find((item) => item.email === EMAIL);
    expect(charge?.number).toBe('500.00');
    await operator.post('/admin/api/wallet/charges/decide', { id: charge?.id ?? 0, action: 'approve' });

    // The wallet shows the money, and the history the decision.
    await page.goto(`${harness.origin}/mine/wallet`);
    await expect.poll(() => totalAssets(page), { timeout: 10_000 }).toBe('500.00');
    await page.goto(`${harness.origin}/mine/charge`);
    await expect.poll(() => deposits.getByRole('article').first().textContent(), { timeout: 10_000 }).toContain('Finished');

    // 200 of it to the contract account (funding to contract is the first choice).
    await page.goto(`${harness.origin}/mine/transfer`);
    await expect.poll(() => page.getByText('Available: 500.00 USD').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('Amount', { exact: true }).fill('200');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect.poll(() => page.getByText('Available: 300.00 USD').isVisible(), { timeout: 10_000 }).toBe(true);
    const transfers = page.getByRole('region', { name: 'Transfer history' });
    await expect.poll(() => transfers.getByRole('article').first().textContent()).toContain('Funding account to Contract account');
    await page.goto(`${harness.origin}/mine/accounts`);
    await expect.poll(() => page.getByRole('button', { name: /Contract account/ }).textContent(), { timeout: 10_000 }).toContain('200.00');

    // A withdrawal to the bank card: the summary is the formula of common/wallet.ts for the currency's terms.
    const currencies = await operator.get<AdminWithdrawCurrency[]>('/admin/api/wallet/withdraw_currencies');
    const euro = currencies.find((item) => item.code === 'EUR' && item.type === 2 && item.enabled);
    if (!euro) throw new Error('no EUR bank withdraw currency configured');
    const fee = withdrawFee('100', euro.draw_rate, euro.fee_type);
    const receivable = withdrawReceivable('100', fee, euro.usd_price);
    // The card was added minutes ago: it is made usable at once, as if added a day ago (issue 33's 24 hours).
    await harness.matureMethods();
    await page.goto(`${harness.origin}/mine/withdraw?type=2`);
    await pick(page, 'Currency', 'EUR');
    await expect
      .poll(() => page.getByRole('button', { name: /^Bank account/ }).textContent(), { timeout: 10_000 })
      .toContain('GB29NWBK60161331926819');
    await page.getByLabel('Amount (USD)').fill('100');
    const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    await expect.poll(() => figure('Fee (USD)')).toBe(fee);
    await expect.poll(() => figure('Receivable (EUR)')).toBe(receivable);
    await expect.poll(() => figure('Available balance (USD)')).toBe('300.00');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    // Nothing leaves on the first tap: the sheet says what arrives where, at which rate, and its Withdraw sends it.
    const sheet = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain(`1 USD = ${euro.usd_price} EUR`);
    expect(await sheet.textContent()).toContain('GB29NWBK60161331926819');
    await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const records = page.getByRole('region', { name: 'Withdraw records' });
    await expect.poll(() => records.getByRole('article').first().textContent(), { timeout: 10_000 }).toContain('100.00');
    await expect.poll(() => records.getByRole('article').first().textContent()).toContain('Waiting for review');
    // The amount is locked at once: the free balance goes down, the total stays until it is paid out.
    await expect.poll(() => figure('Available balance (USD)'), { timeout: 10_000 }).toBe('200.00');

    // By coin there is no address yet: withdrawing asks to set one up first and leads to the add screen.
    await page.getByRole('tab', { name: 'Coin' }).click();
    await page.getByLabel('Amount (USD)').fill('10');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const notBound = page.getByRole('alertdialog', { name: 'No payout method bound' });
    await expect.poll(() => notBound.isVisible(), { timeout: 5_000 }).toBe(true);
    await notBound.getByRole('button', { name: 'Add one' }).click();
    await page.waitForURL((url) => url.pathname === '/mine/withdraw-way' && url.searchParams.get('type') === '1');

    // The bank card goes, after a confirmation, with the delete button keyboards and screen readers reach.
    await page.goto(`${harness.origin}/mine/bank-card-list`);
    await page.getByRole('button', { name: 'Delete EUR' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this payout method?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No bank card yet').isVisible(), { timeout: 10_000 }).toBe(true);
  });
  it('sends real-name verification with a photo of each side, then shows it waiting for review', async () => {
    await harness.createUser('grace.wallet@example.com', PASSWORD);
    const { page } = await harness.newPage({ locale: 'en' });
    await logIn(page, 'grace.wallet@example.com');
    await page.goto(`${harness.origin}/mine/auth`);
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('ID number').fill('A1234567');
    const picture = await proofPicture(page);
    await page.locator('input[name="front"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => page.getByRole('img', { name: 'Front of the card' }).isVisible(), { timeout: 10_000 }).toBe(true);
    // Without the back there is nothing to send: the form says which photo is missing.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Please upload a photo of the back').isVisible()).toBe(true);
    await page.locator('input[name="back"]').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => page.getByRole('img', { name: 'Back of the card' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Waiting for review').isVisible(), { timeout: 10_000 }).toBe(true);
    // The photos come back from the server, opened with the user's token.
    await expect
      .poll(() => page.getByRole('img', { name: 'Back of the card' }).evaluate((image: HTMLImageElement) => image.naturalWidth), {
        timeout: 10_000,
      })
      .toBe(32);

    // Sent back by the back office with a reason: the form is there again, with the reason above it.
    const operator = await harness.operator();
    const waiting = await operator.get<AdminPage<AdminIdentity>>('/admin/api/wallet/identities', { review_status: 1 });
    const identity = waiting.data.find((item) => item.email === 'grace.wallet@example.com');
    await operator.post('/admin/api/wallet/identities/decide', {
      id: identity?.user_id ?? 0,
      action: 'reject',
      reason: 'The back photo is blurred',
    });
    await page.reload();
    await expect.poll(() => page.getByText('The back photo is blurred').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Your last submission was sent back').isVisible()).toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).isVisible()).toBe(true);
  });

  it('tells a demo user that only a real account can move money, and shows them the wallet and their ledger', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login`);
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    for (const route of ['/mine/transfer', '/mine/withdraw', '/mine/charge', '/mine/auth']) {
      await page.goto(harness.origin + route);
      await expect
        .poll(() => page.getByText('This is a demo account. Register or log in to a real account to use this.').isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    }
    // Issue 19, item 1: reading is not moving money; the demo balances and their ledger are there.
    await page.goto(`${harness.origin}/mine/wallet`);
    await page.getByText('Account ledger').waitFor();
    await page.goto(`${harness.origin}/mine/history`);
    await page.getByRole('heading', { name: 'Account ledger' }).waitFor();
    expect(await page.getByText('This is a demo account. Register or log in to a real account to use this.').count()).toBe(0);
  });
});
