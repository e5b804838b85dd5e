import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticator } from '../../server/security/totp';
import { customerCall, customerSignIn, customerUpload } from './helpers/console';
import { startHarness, type Harness } from './helpers/harness';

// Account security in Chromium (issue 33), with the browser's own virtual authenticator (the DevTools protocol's
// WebAuthn domain) standing in for a phone's fingerprint: a user adds a passkey and turns the authenticator app on,
// finds both changes and its new-device sign-in in the inbox, signs in with the passkey alone, withdraws after
// confirming with a code of the app computed here, and freezes the account from the link in a security email. The pages are on http://localhost: browsers make no passkeys for a
// bare IP address.

const USER = { email: 'grace.security@example.com', password: 'compiler password 1' };

let harness: Harness;
let origin: string;
beforeAll(async () => {
  harness = await startHarness();
  origin = harness.origin.replace('127.0.0.1', 'localhost');
  await harness.createUser(USER.email, USER.password);
  // Money to withdraw and a bank account to withdraw to, set up before any factor (not under test here).
  const customer = await customerSignIn(harness, USER);
  const proofImg = await customerUpload(harness, customer.token);
  const charge = await customerCall<{ id: number }>(harness, customer.token, 'POST', '/api/quickCharge/wire_submit', {
    number: '500.00',
    proofImg,
    wire_id: 1,
  });
  const operator = await harness.operator();
  await operator.post('/admin/api/wallet/charges/decide', { id: charge.data.id, action: 'approve' });
  const method = await customerCall(harness, customer.token, 'POST', '/api/wallet/bind_draw_method', {
    type: 2,
    draw_id: 3,
    bank_name: 'NatWest',
    bank_address: '250 Bishopsgate, London',
    bank_swift: 'NWBKGB2L',
    payee_name: 'Grace Hopper',
    payee_account: 'GB29 NWBK 6016 1331 9268 19',
  });
  expect(method.code, method.msg).toBe(1);
}, 120_000);
afterAll(() => harness.close());

/** Chromium's virtual platform authenticator on the page: it makes and uses passkeys, verifying the user at once. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The authenticator app the test holds: a code of a step no code was given from yet (the server takes each once). */
function authenticatorApp(secret: string): () => string {
  let lastStep = -1;
  return () => {
    const step = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
    lastStep = step;
    return authenticator(Secret.fromBase32(secret)).generate({ timestamp: step * 30_000 });
  };
}

/** The freeze link in the newest security email to the user (the server's outbox in its data directory). */
function newestFreezeLink(): string {
  const file = path.join(harness.dataDir, 'outbox.log');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  const texts = lines.map((line) => JSON.parse(line) as { to: string; text?: string }).filter((mail) => mail.to === USER.email);
  const link = texts
    .map((mail) => /(http\S+\/freeze\?token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1])
    .filter((found): found is string => found !== undefined)
    .at(-1);
  if (!link) throw new Error('no security email with a freeze link was sent');
  return link;
}

async function logInWithPassword(page: Page): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(USER.email);
  await page.getByLabel('Password', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('account security in the browser', () => {
  it('adds a passkey and the app, signs in with the passkey, withdraws with an app code, and freezes from the email', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await addVirtualAuthenticator(page);
    await logInWithPassword(page);

    // A passkey, named, made by the virtual authenticator.
    await page.goto(`${origin}/mine/security`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByLabel('Passkey name').fill('Test laptop');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Test laptop').isVisible(), { timeout: 15_000 }).toBe(true);

    // The authenticator app: the key shown as text goes into the test's app, whose first code turns it on.
    await page.goto(`${origin}/mine/security/authenticator`);
    await page.getByRole('button', { name: 'Start' }).click();
    const shown = page.getByTestId('totp-secret');
    await shown.waitFor();
    const nextCode = authenticatorApp((await shown.innerText()).replace(/\s/g, ''));
    await page.getByLabel('Code from the app').fill(nextCode());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor({ timeout: 15_000 });
    await page.getByText('I have saved these codes somewhere safe').click();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL((url) => url.pathname === '/mine/security');

    // Each change is in the inbox, behind the bell's count, as the security log words it.
    await page.goto(`${origin}/user`);
    await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    await page.waitForURL((url) => url.pathname === '/mine/inbox');
    await expect.poll(() => page.getByText('Authenticator app turned on').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Passkey added').isVisible()).toBe(true);
    expect(await page.getByText(/^New sign-in from /).count()).toBeGreaterThan(0);

    // Signed out, then in again with the passkey alone: no email, no password.
    await page.goto(`${origin}/user`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });

    // Setting the factors up locked withdrawals for 24 hours, and the bank account is new (the server runs on the
    // system clock): both waits are over here at once.
    await harness.endWithdrawalLocks();
    await harness.matureMethods();
    await page.goto(`${origin}/mine/withdraw?type=2`);
    await page.getByRole('button', { name: /^Currency/ }).click();
    const currencies = page.getByRole('dialog', { name: 'Currency' });
    await currencies.getByRole('button', { name: 'USD' }).click();
    await expect.poll(() => currencies.isVisible(), { timeout: 5_000 }).toBe(false);
    await expect
      .poll(() => page.getByRole('button', { name: /^Bank account/ }).textContent(), { timeout: 10_000 })
      .toContain('GB29NWBK60161331926819');
    await page.getByLabel('Amount (USD)').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
    await sheet.getByRole('button', { name: 'Withdraw', exact: true }).click();
    // The server asks for the second factor: the dialog opens on the app's code.
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Authentication code').fill(nextCode());
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const records = page.getByRole('region', { name: 'Withdraw records' });
    await expect.poll(() => records.getByRole('article').first().textContent(), { timeout: 15_000 }).toContain('100.00');
    await expect.poll(() => records.getByRole('article').first().textContent()).toContain('Waiting for review');

    // The link of the newest security email freezes the account at once, in another browser, without a sign-in.
    const link = newestFreezeLink();
    expect(link.startsWith(`${origin}/freeze?token=`)).toBe(true);
    const mail = (await harness.newPage({ locale: 'en' })).page;
    await mail.goto(link);
    await expect.poll(() => mail.getByText('Your account is frozen').isVisible(), { timeout: 15_000 }).toBe(true);
    // Every session ended: the phone's next call finds itself signed out, and signing in again shows the freeze.
    // (Generous waits here: a passkey ceremony and two navigations on a machine busy with other suites.)
    await page.goto(`${origin}/mine/security`);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
    const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
    await expect.poll(() => passkeyButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await passkeyButton.click();
    // Back where the sign-in was asked for.
    await page.waitForURL((url) => url.pathname === '/mine/security', { timeout: 30_000 });
    await expect.poll(() => page.getByText('Your account is frozen').isVisible(), { timeout: 30_000 }).toBe(true);
  }, 180_000);
});
