import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLoan, AdminLoanKyc, AdminLoanRepayment } from '@common/api/loan';
import { dayRatePercent, loanInterest, loanTotalRepay } from '@common/loan';
import { startHarness, type Harness } from './helpers/harness';
import type { Page as AdminPage } from '@common/api/page';

// Loans in the browser, on the real server: a user fills the identity check (photo upload included), an operator
// approves it through the back office's API, the user picks a period and an amount and reads the summary computed
// by common/loan.ts, reads the agreement, signs it with the mouse (a reload in the middle keeps the signature and
// the consent), applies, and finds the loan in the records; the operator pays it out and the user sends a repayment
// with a proof image.

const EMAIL = 'grace.loan@example.com';
const PASSWORD = 'compiler pioneer 1906';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await harness.createUser(EMAIL, PASSWORD);
});
afterAll(() => harness.close());

async function logIn(page: Page): Promise<void> {
  await page.goto(`${harness.origin}/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Runs in the page: what the loan draft kept in IndexedDB holds of the signing (null before there is one). */
function keptSigning(page: Page): Promise<{ drawn: boolean; consent: boolean } | null> {
  return page.evaluate(
    () =>
      new Promise<{ drawn: boolean; consent: boolean } | null>((resolve) => {
        const opened = indexedDB.open('meridian');
        opened.onerror = () => resolve(null);
        opened.onsuccess = () => {
          const db = opened.result;
          const read = db.transaction('drafts').objectStore('drafts').getAll();
          read.onerror = () => resolve(null);
          read.onsuccess = () => {
            const rows = read.result as { key: string; data?: { strokes?: unknown[]; consent?: boolean } }[];
            const draft = rows.find((row) => row.key.startsWith('loan-agreement:'))?.data;
            db.close();
            resolve(draft ? { drawn: (draft.strokes?.length ?? 0) > 0, consent: draft.consent === true } : null);
          };
        };
      }),
  );
}

/** A small PNG drawn by the browser's own canvas: a real image for the server to check. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2a9d8f';
      context.fillRect(0, 0, 40, 30);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Draws a signature with the mouse: a few strokes across the pad. */
async function drawSignature(page: Page): Promise<void> {
  const box = await page.getByTestId('signature-pad').boundingBox();
  if (!box) throw new Error('no signature pad');
  const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  const strokes = [
    [at(0.15, 0.6), at(0.25, 0.3), at(0.35, 0.65), at(0.45, 0.35), at(0.55, 0.6)],
    [at(0.6, 0.4), at(0.7, 0.7), at(0.85, 0.3)],
  ];
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 6 });
    await page.mouse.up();
  }
}

describe('a loan', () => {
  it('goes from the identity check to a signed agreement, a record, a payout and a repayment', async () => {
    const operator = await harness.operator();
    const { page } = await harness.newPage({ locale: 'en' });
    await logIn(page);

    // The identity check: an empty submit names what is missing, and sends nothing.
    await page.goto(`${harness.origin}/loan`);
    const submitForReview = page.getByRole('button', { name: 'Submit for review' });
    await submitForReview.waitFor({ timeout: 15_000 });
    await submitForReview.click();
    await expect.poll(() => page.getByText('Please enter your first name').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Please upload a photo of you holding your ID').isVisible()).toBe(true);

    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('radio', { name: 'Female' }).click();
    const birthday = page.getByLabel('Birthday');
    expect(await birthday.getAttribute('min')).toBe('1950-01-01');
    await birthday.fill('1966-12-09');
    await page.locator('select[name="country"]').selectOption('HK');
    const area = page.getByLabel('Area code');
    const hongKong = await area.locator('option', { hasText: '+852' }).first().getAttribute('value');
    await area.selectOption(hongKong ?? '');
    await page.getByLabel('Mobile number').fill('91234567');
    await page.getByRole('radio', { name: 'Passport' }).click();
    await page.getByLabel('ID number').fill('K1234567');
    await page.getByLabel('Postal address').fill('1 Harbour Road, Wan Chai, Hong Kong');
    await page
      .locator('input[name="hand_pic"]')
      .setInputFiles({ name: 'holding-id.png', mimeType: 'image/png', buffer: await photo(page) });
    await expect.poll(() => page.getByRole('img', { name: 'A photo of you holding your ID' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await submitForReview.click();
    await expect.poll(() => page.getByText('Pending audit').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText(/The team reviews them within 48 hours/).isVisible()).toBe(true);

    // The operator approves it; the user goes on to the offer.
    const waiting = await operator.get<AdminPage<AdminLoanKyc>>('/admin/api/loan/kycs', { status: 1 });
    const kyc = waiting.data.find((row) => row.email === EMAIL);
    expect(kyc?.id_number).toBe('K1234567');
    await operator.post('/admin/api/loan/kycs/decide', { id: kyc?.user_id ?? 0, action: 'approve' });
    // No reload: the LOAN push refreshes the screen, which goes on to the offer and says why.
    await expect
      .poll(() => page.getByText('Your identity check was approved. You can now apply for a loan.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.waitForURL((url) => url.pathname === '/loan/submit', { timeout: 15_000 });

    // The offer: the spec's message for an empty amount, the max button, and the summary by common/loan.ts.
    await page.getByRole('radio', { name: '30 days' }).click();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(() => page.getByText('Please input the amount').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Max' }).click();
    expect(await page.getByLabel('Amount').inputValue()).toBe('10000.00');
    await page.getByLabel('Amount').fill('1000');
    const summary = page.getByTestId('loan-summary').first();
    await expect.poll(() => summary.getByTestId('interest').textContent()).toBe(`${loanInterest('1000', '5', 30, 3)} USD`);
    expect(await summary.getByTestId('total-repay').textContent()).toBe(`${formatThousands(loanTotalRepay('1000', '5', 30, 3))} USD`);
    expect(await summary.getByTestId('day-rate').textContent()).toBe(`${dayRatePercent('5')}%`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Confirm your loan' });
    await sheet.getByRole('button', { name: 'Read and sign the agreement' }).click();

    // The agreement, with the amount kept plain in the address (issue #19 item 12).
    await page.waitForURL((url) => url.pathname === '/loan/agreement');
    expect(new URL(page.url()).search).toBe('?id=2&amount=1000');
    const agreement = page.getByTestId('agreement-text');
    await expect.poll(() => agreement.textContent(), { timeout: 10_000 }).toContain('0.25%');
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/loan/sign');

    // Signing: nothing drawn gives "please sign"; then a signature and the consent, kept across a reload.
    await page.getByRole('button', { name: 'Sign and apply' }).click();
    await expect.poll(() => page.getByText('Please sign', { exact: true }).isVisible()).toBe(true);
    await drawSignature(page);
    await page.getByText(/agree to sign it electronically/).click();
    await expect.poll(() => page.getByText('Sign here with your finger or mouse').count()).toBe(0);
    // The reload comes once the device has kept both (IndexedDB writes finish after the click returns; a person's
    // reload is never that quick, a script's is).
    await expect.poll(() => keptSigning(page), { timeout: 10_000 }).toEqual({ drawn: true, consent: true });
    await page.reload();
    await page.getByTestId('signature-pad').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('checkbox').isChecked(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Sign here with your finger or mouse').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Clear and redo' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Sign and apply' }).click();
    await page.waitForURL((url) => url.pathname === '/loan/record', { timeout: 20_000 });
    const card = page.getByTestId('loan-card').first();
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Waiting for review');
    expect(await card.getByRole('button', { name: 'Repay' }).count()).toBe(0);

    // The draft went with the submission, and one loan is open at a time: the offer says so on entry (issue 31,
    // item 6) rather than asking to continue signing or offering a second application.
    await page.goto(`${harness.origin}/loan/submit`);
    await page.getByText('You already have a loan under review or to repay').waitFor({ timeout: 15_000 });
    expect(await page.getByText('An agreement is waiting for your signature').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);

    // The operator pays it out: the record offers repaying; the signed agreement opens from it.
    const loans = await operator.get<AdminPage<AdminLoan>>('/admin/api/loan/loans', { status: 1 });
    const loan = loans.data.find((row) => row.email === EMAIL);
    expect(loan?.consent).toBe(true);
    await operator.post('/admin/api/loan/loans/decide', { id: loan?.id ?? 0, action: 'approve' });
    await page.goto(`${harness.origin}/loan/record`);
    await expect.poll(() => page.getByTestId('loan-card').first().textContent(), { timeout: 10_000 }).toContain('To repay');
    expect(await page.getByTestId('loan-due').first().textContent()).toBe(`${formatThousands(loanTotalRepay('1000', '5', 30, 3))} USD`);
    await page.getByRole('button', { name: 'Agreement' }).first().click();
    await page.waitForURL((url) => url.pathname === '/loan/agreement');
    await expect.poll(() => page.getByText(/^Signed /).isVisible(), { timeout: 10_000 }).toBe(true);
    // The drawn signature is shown with the text it signed.
    await expect.poll(() => page.getByRole('img', { name: 'Your signature' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`loan-agreement-${String(loan?.id ?? 0)}.pdf`);
    const pdf = await download.path();
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    await page.goBack();

    // Repaying by transfer: the amount due, the account with copy buttons, one proof image, submit.
    await page.getByRole('button', { name: 'Repay' }).first().click();
    await page.waitForURL((url) => url.pathname === '/loan/repayment');
    await expect
      .poll(() => page.getByTestId('amount-due').textContent(), { timeout: 10_000 })
      .toBe(`${formatThousands(loanTotalRepay('1000', '5', 30, 3))} USD`);
    // The loan itself is in the funding account, short of the interest: paying from the balance is not offered.
    expect(await page.getByRole('button', { name: 'Pay from balance' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Copy Address' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => page.getByText('Please upload a proof of payment').isVisible()).toBe(true);
    await page.locator('input[name="proofImg"]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: await photo(page) });
    await expect.poll(() => page.getByRole('img', { name: 'Proof of payment' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/loan/record', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('loan-card').first().textContent(), { timeout: 10_000 }).toContain('Repayment under check');

    // The operator confirms the transfer: the loan is repaid.
    const repayments = await operator.get<AdminPage<AdminLoanRepayment>>('/admin/api/loan/repayments', { status: 1 });
    const request = repayments.data.find((row) => row.email === EMAIL);
    await operator.post('/admin/api/loan/repayments/decide', { id: request?.id ?? 0, action: 'approve' });
    await page.reload();
    await expect.poll(() => page.getByTestId('loan-card').first().textContent(), { timeout: 10_000 }).toContain('Repaid');

    // A second loan on interest-free terms, repaid from the balance it was paid into.
    await operator.post('/admin/api/loan/configs/save', {
      loan_period: 14,
      min_amount: '100',
      max_amount: '1000',
      interest_rate: '5',
      free_period: 14,
    });
    await page.goto(`${harness.origin}/loan/submit`);
    await page.getByRole('radio', { name: '14 days' }).click();
    await page.getByLabel('Amount').fill('200');
    await expect.poll(() => page.getByTestId('loan-summary').first().getByTestId('interest').textContent()).toBe('0.00 USD');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm your loan' }).getByRole('button', { name: 'Read and sign the agreement' }).click();
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/loan/sign');
    await drawSignature(page);
    await page.getByText(/agree to sign it electronically/).click();
    await page.getByRole('button', { name: 'Sign and apply' }).click();
    await page.waitForURL((url) => url.pathname === '/loan/record', { timeout: 20_000 });
    const second = (await operator.get<AdminPage<AdminLoan>>('/admin/api/loan/loans', { status: 1 })).data.find(
      (row) => row.email === EMAIL,
    );
    expect(second?.amount).toBe('200.00');
    await operator.post('/admin/api/loan/loans/decide', { id: second?.id ?? 0, action: 'approve' });
    await page.goto(`${harness.origin}/loan/repayment?loan_id=${String(second?.id ?? 0)}`);
    await page.getByRole('button', { name: 'Pay from balance' }).click({ timeout: 15_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Repay' }).click();
    await page.waitForURL((url) => url.pathname === '/loan/record', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('loan-card').first().textContent(), { timeout: 10_000 }).toContain('Repaid');
  }, 240_000);

  it('refuses a demo account with "only true account"', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login`);
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of ['/loan', '/loan/submit', '/loan/repayment?loan_id=1']) {
      await page.goto(harness.origin + path);
      await expect
        .poll(() => page.getByText('This is a demo account. Register or log in to a real account to use this.').isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
    }
  }, 60_000);
});

/** "1013.50" as the English screens write it: "1,013.50". */
function formatThousands(amount: string): string {
  return new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount as Intl.StringNumericLiteral);
}
