import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleSignIn,
  customerCall,
  customerPhone,
  customerSignIn,
  customerUpload,
  decideInConsole,
  fundingBalance,
} from './helpers/console';
import { startHarness, type Harness } from './helpers/harness';

// A payout as an operations team makes it (issue 31), in Chromium on the real server: a customer withdraws 1,500 USD
// to a bank account; the console shows where to pay; the first operator's "Mark paid out" is only the first of two
// approvals (above the 1,000 USD four-eyes threshold), a second operator's pays it out with the transfer's
// reference, and the customer reads that reference in the app.

const CUSTOMER = { email: 'payee.console@example.com', password: 'payee password 7' };
const FIRST = { email: 'payouts.first@example.com', password: 'payouts first password 1' };
const SECOND = { email: 'payouts.second@example.com', password: 'payouts second password 1' };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await harness.createUser(CUSTOMER.email, CUSTOMER.password);
  await harness.createOperator(FIRST.email, FIRST.password, 'finance');
  await harness.createOperator(SECOND.email, SECOND.password, 'admin');
});
afterAll(() => harness.close());

describe('a payout above the four-eyes threshold', () => {
  it('is approved by two operators, paid with a reference, and the customer reads the reference', async () => {
    const customer = await customerSignIn(harness, CUSTOMER);
    const proofImg = await customerUpload(harness, customer.token);
    const charge = await customerCall<{ id: number }>(harness, customer.token, 'POST', '/api/quickCharge/wire_submit', {
      number: '2000.00',
      proofImg,
      wire_id: 1,
    });
    const operator = await harness.operator();
    await operator.post('/admin/api/wallet/charges/decide', { id: charge.data.id, action: 'approve' });
    const method = await customerCall<{ id: number }>(harness, customer.token, 'POST', '/api/wallet/bind_draw_method', {
      type: 2,
      draw_id: 3,
      bank_name: 'NatWest',
      bank_address: '250 Bishopsgate, London',
      bank_swift: 'NWBKGB2L',
      payee_name: 'Anna Smith',
      payee_account: 'GB29 NWBK 6016 1331 9268 19',
    });
    expect(method.code, method.msg).toBe(1);
    await harness.matureMethods();
    const drawn = await customerCall<{ id: number }>(harness, customer.token, 'POST', '/api/account/draw', {
      draw_currency_id: 3,
      number: '1500.00',
      draw_method_id: method.data.id,
    });
    expect(drawn.code, drawn.msg).toBe(1);
    const route = `${harness.origin}/admin/queues/withdrawals/${String(drawn.data.id)}`;

    // The first operator reads where to pay, and marks it paid out: the first of two approvals.
    const first = await harness.newDesktopPage();
    await consoleSignIn(harness, first.page, FIRST);
    await first.page.goto(route);
    const payTo = first.page.getByRole('region', { name: 'Pay to' });
    await expect.poll(() => payTo.textContent(), { timeout: 10_000 }).toContain('GB29NWBK60161331926819');
    expect(await payTo.textContent()).toContain('NWBKGB2L');
    await first.page.getByLabel(/Payment reference/).fill('FT26113012345');
    await decideInConsole(first.page, 'Mark paid out');
    const firstSaved = first.page.getByText('First approval saved. Another operator must approve it before it takes effect.');
    await expect.poll(() => firstSaved.isVisible(), { timeout: 10_000 }).toBe(true);

    // The second operator approves it: paid out with the reference.
    const second = await harness.newDesktopPage();
    await consoleSignIn(harness, second.page, SECOND);
    await second.page.goto(route);
    await second.page.getByLabel(/Payment reference/).fill('FT26113012345');
    await decideInConsole(second.page, 'Mark paid out');
    await expect.poll(() => second.page.getByText('Decision saved').isVisible(), { timeout: 10_000 }).toBe(true);

    // The customer reads it paid, with the reference to give their bank.
    const phone = await customerPhone(harness, CUSTOMER);
    await phone.goto(`${harness.origin}/mine/withdraw?type=2`);
    const record = phone.getByRole('region', { name: 'Withdraw records' }).getByRole('article').first();
    await expect.poll(() => record.textContent(), { timeout: 10_000 }).toContain('Payment reference FT26113012345');
    expect(await record.textContent()).toContain('Completed');
  });

  it('credits a euro deposit in USD at the rate the operator is shown before approving', async () => {
    const customer = await customerSignIn(harness, CUSTOMER);
    const before = await fundingBalance(harness, customer.token);
    const proofImg = await customerUpload(harness, customer.token);
    // Into the EUR receiving account (seeded at 0.92 EUR per USD): 500 EUR credits 500 / 0.92 = 543.47 USD.
    const charge = await customerCall<{ id: number }>(harness, customer.token, 'POST', '/api/quickCharge/wire_submit', {
      number: '500',
      proofImg,
      wire_id: 2,
    });
    expect(charge.code, charge.msg).toBe(1);
    const { page } = await harness.newDesktopPage();
    await consoleSignIn(harness, page, FIRST);
    await page.goto(`${harness.origin}/admin/queues/charges/${String(charge.data.id)}`);
    const request = page.getByRole('region', { name: 'Request', exact: true });
    await expect.poll(() => request.textContent(), { timeout: 10_000 }).toContain('500.00 EUR');
    expect(await request.textContent()).toContain('1 USD = 0.92 EUR');
    expect(await request.textContent()).toContain('543.47');
    await decideInConsole(page, 'Approve');
    await expect.poll(() => page.getByText('Decision saved').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(Number(await fundingBalance(harness, customer.token)) - Number(before)).toBeCloseTo(543.47, 2);
  });
});
