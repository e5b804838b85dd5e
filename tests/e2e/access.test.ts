import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, startHarness, type Harness } from './helpers/harness';

// Accounts and access as a person does it, in English, at a phone's size, against the real server; codes come from
// the server's outbox as they would for anyone running Meridian without mail.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('a new user', () => {
  it('registers with the emailed code, logs out, and logging in again returns them where they were going', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/register?invite_code=`);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Country of residence').selectOption('GB');
    // The warning the chosen country's rules show comes with the form.
    await page.getByText('CFDs are complex instruments').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('analytical engine 1');
    await page.getByLabel('Repeat password').fill('analytical engine 1');
    await page.getByRole('button', { name: 'Send code' }).click();
    // The button counts down once the server has sent (and so written) the code.
    await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
    await page.getByLabel('Verification code').fill(codeFromOutbox(harness, 'ada@example.com'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(`${harness.origin}/`);
    await page.getByText('ada@example.com').first().waitFor();

    await page.goto(`${harness.origin}/user`);
    await page.getByText(/UID \d{8}/).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${harness.origin}/`);
    await page.getByText('Logged out').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('meridian.session'))).toBe('null');

    await page.goto(`${harness.origin}/order?type=0`);
    await page.waitForURL(/\/login\?from=/);
    await page.getByLabel('Email').fill('ADA@example.com');
    await page.getByLabel('Password', { exact: true }).fill('analytical engine 1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${harness.origin}/order?type=0`);
  });

  it('is told what is missing before anything is sent', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Please enter your email').waitFor();
    await page.getByText('Please enter your password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('the demo account', () => {
  it('opens without registering, shows the demo label and balances, resets, and refuses real-account entries', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login`);
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL(`${harness.origin}/`);
    await page.goto(`${harness.origin}/user`);
    await page.getByText('Demo account').first().waitFor();
    await page.getByText('30,000.00').waitFor();

    await page.getByRole('button', { name: 'Reset demo account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
    await page.getByText('The demo account has been reset').waitFor();

    await page.getByRole('button', { name: 'Transfer' }).click();
    await page.getByText('This is a demo account. Register or log in to a real account to use this.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');
  });

  it('comes back as the same demo user on the same device', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login`);
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL(`${harness.origin}/`);
    const first = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('meridian.session') ?? 'null') as { user: { uid: string } }).user.uid,
    );
    await page.evaluate(() => localStorage.removeItem('meridian.session'));
    await page.goto(`${harness.origin}/login`);
    await page.getByRole('button', { name: 'Try the demo account' }).click();
    await page.waitForURL(`${harness.origin}/`);
    const second = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('meridian.session') ?? 'null') as { user: { uid: string } }).user.uid,
    );
    expect(second).toBe(first);
  });
});

describe('a forgotten password', () => {
  it('is reset with an emailed code, and the new one logs in', async () => {
    await harness.createUser('grace@example.com', 'compiler first 1');
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot$/);
    // The URL changes before the lazily loaded screen shows: until then the login form (with its own Email) is there.
    await page.getByLabel('Repeat new password').waitFor();
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('New password', { exact: true }).fill('nanosecond wire 2');
    await page.getByLabel('Repeat new password').fill('nanosecond wire 2');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
    await page.getByLabel('Verification code').fill(codeFromOutbox(harness, 'grace@example.com'));
    await page.locator('form').getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('Password', { exact: true }).waitFor();
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password', { exact: true }).fill('nanosecond wire 2');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${harness.origin}/`);
  });
});

describe('changing the password', () => {
  it('takes the current one, and afterwards only the new one logs in', async () => {
    await harness.createUser('barbara@example.com', 'liskov substitution 1');
    const { page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/login?from=%2Fmine%2Fpassword`);
    await page.getByLabel('Email').fill('barbara@example.com');
    await page.getByLabel('Password', { exact: true }).fill('liskov substitution 1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/mine\/password$/);

    await page.getByLabel('Current password').fill('liskov substitution 1');
    await page.getByLabel('New password', { exact: true }).fill('clu language 2');
    await page.getByLabel('Repeat new password').fill('clu language 3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The passwords do not match').first().waitFor();

    await page.getByLabel('Repeat new password').fill('clu language 2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();

    const login = (password: string) =>
      page.request.post(`${harness.origin}/api/user/loginForU`, { form: { type: 'email', account: 'barbara@example.com', password } });
    expect((await (await login('liskov substitution 1')).json()).code).not.toBe(1);
    expect((await (await login('clu language 2')).json()).code).toBe(1);
  });
});
