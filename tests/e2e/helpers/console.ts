import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { multipart, png } from '../../server/helpers/images';
import { operatorCode, rememberOperatorApp } from '../../server/helpers/operators';
import type { Harness } from './harness';

// What the console's end-to-end tests share: the customer's own calls as the app makes them (set-up that is not
// under test), an uploaded picture, and an operator signing in to the console.

export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

export async function customerCall<T>(
  harness: Harness,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  form: Record<string, string | number> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const body = new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)]));
  const sent = { authorization: token, lang: 'en', 'idempotency-key': randomUUID(), ...headers };
  const response =
    method === 'GET'
      ? await fetch(`${harness.origin}${url}?${body.toString()}`, { headers: sent })
      : await fetch(`${harness.origin}${url}`, { method, headers: sent, body });
  return (await response.json()) as Answer<T>;
}

export async function customerSignIn(
  harness: Harness,
  who: { email: string; password: string },
): Promise<{ token: string; user: unknown }> {
  const answer = await customerCall<{ token: string; user: unknown }>(harness, '', 'POST', '/api/user/loginForU', {
    type: 'email',
    account: who.email,
    password: who.password,
  });
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

/** Uploads a picture as the customer (a plain PNG unless bytes are given); answers its url. */
export async function customerUpload(harness: Harness, token: string, bytes: Buffer = png(), name = 'photo.png'): Promise<string> {
  const upload = multipart('file', name, 'image/png', bytes);
  const answer = (await (
    await fetch(`${harness.origin}/api/common/image_upload`, {
      method: 'POST',
      headers: { ...upload.headers, authorization: token },
      body: new Uint8Array(upload.payload),
    })
  ).json()) as Answer<{ url: string }>;
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.url;
}

export async function fundingBalance(harness: Harness, token: string): Promise<string> {
  const answer = await customerCall<{ accountTypeId: number; balance: string }[]>(harness, token, 'GET', '/v2/api/main/wallet/getBalance');
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.find((account) => account.accountTypeId === 1)?.balance ?? '';
}

export async function consoleSignIn(harness: Harness, page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${harness.origin}/admin/`);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The second step: the authenticator app's code, the app set up from the key the page shows at a first sign-in.
  const code = page.getByLabel('Authentication code');
  await code.waitFor();
  const setUp = page.getByTestId('totp-secret');
  if (await setUp.isVisible()) rememberOperatorApp(who.email, (await setUp.innerText()).replace(/\s/g, ''));
  await code.fill(operatorCode({ now: () => Date.now() }, who.email));
  await page.getByRole('button', { name: /^(Turn on and sign in|Sign in)$/ }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible(), { timeout: 15_000 }).toBe(true);
}

export const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/**
 * Takes a decision on the open queue item: its button, then the same button in the confirmation every decision asks
 * for (issue 31: nothing moves money on one click).
 */
export async function decideInConsole(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: action, exact: true }).click();
}

/** The customer signed in to the app on a phone-sized page, through its login form, in English. */
export async function customerPhone(harness: Harness, who: { email: string; password: string }): Promise<Page> {
  const { page } = await harness.newPage({ locale: 'en' });
  await page.goto(`${harness.origin}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}
