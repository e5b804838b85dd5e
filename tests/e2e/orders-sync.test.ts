import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';
import { figure, orderCard } from './helpers/figures';

// Issue 41, item 1: one user on two devices (two browser contexts: each its own storage, socket worker and socket),
// both on Orders. A change made on one reaches the other's lists within seconds, without a reload or a pull. BTC/USDT
// (id 13) trades at all hours, so its orders open and its prices move whatever day the tests run.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

interface Device {
  context: BrowserContext;
  page: Page;
}

/** The first device: a new demo account, signed in (a real session: the app checks a stored one at start). */
async function firstDevice(): Promise<{ device: Device; session: string }> {
  const device = await harness.newPage({ locale: 'en' });
  await device.page.goto(`${harness.origin}/feedback`);
  const session = await device.page.evaluate(async () => {
    const id = crypto.randomUUID().replaceAll('-', '');
    const { data } = (await (await fetch(`/api/user/createAccountDemoForU?device_id=${id}`)).json()) as {
      data: { token: string; user: unknown };
    };
    const stored = JSON.stringify({ token: data.token, user: data.user });
    localStorage.setItem('meridian.session', stored);
    return stored;
  });
  return { device, session };
}

/** Another device of the same user: its own browser context, signed in with the same session. */
async function secondDevice(session: string): Promise<Device> {
  const device = await harness.newPage({ locale: 'en' });
  await device.context.addInitScript((stored) => {
    if (!localStorage.getItem('meridian.session')) localStorage.setItem('meridian.session', stored);
  }, session);
  return device;
}

/** In the page: an order of 0.01 BTC through the API, at the market (status 1) or pending at half the price (0). */
async function placeBtc(status: 0 | 1): Promise<{ code: number; id: number }> {
  const session = JSON.parse(localStorage.getItem('meridian.session') ?? 'null') as { token: string };
  const list = (await (await fetch('/v2/api/forex/trade_list')).json()) as { data: { Id: number; ForexQuotations: { Close: string } }[] };
  const close = Number(list.data.find((item) => item.Id === 13)?.ForexQuotations.Close);
  const query = new URLSearchParams({ type: '1', cont: '0.01', forex_id: '13', status: String(status), multiple: '10' });
  if (status === 0) query.set('target_price', (close / 2).toFixed(2));
  const headers = { authorization: session.token, 'idempotency-key': crypto.randomUUID() };
  const answer = (await (await fetch(`/v2/api/forex/submit?${query.toString()}`, { headers })).json()) as {
    code: number;
    data: { Id: number };
  };
  return { code: answer.code, id: answer.data.Id };
}

/** Orders, on one tab. */
async function openOrders(page: Page, tab: 'Holding' | 'Pending'): Promise<void> {
  await page.goto(`${harness.origin}/order`);
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** Counts the page's loads from now on: a list that changed by a push did so without one. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

describe('one user on two devices (issue 41, item 1)', () => {
  it("a position closed by hand on one device leaves the other's Holding list within seconds, without a reload", async () => {
    const { device: first, session } = await firstDevice();
    const second = await secondDevice(session);
    expect((await first.page.evaluate(placeBtc, 1 as const)).code).toBe(1);

    await openOrders(first.page, 'Holding');
    await openOrders(second.page, 'Holding');
    const there = orderCard(second.page);
    await there.waitFor();
    // The second device follows the account's pushes: its card's price moves with FOREX_TRADE.
    const before = await figure(there, 'Current price').textContent();
    await expect.poll(() => figure(there, 'Current price').textContent(), { timeout: 20_000 }).not.toBe(before);
    const loads = countLoads(second.page);

    const here = orderCard(first.page);
    await here.getByRole('button', { name: 'Close', exact: true }).click();
    await first.page.getByRole('alertdialog', { name: 'Close this position?' }).getByRole('button', { name: 'Close', exact: true }).click();
    await first.page.getByText('Position closed').waitFor();

    // Gone from the other device within a few seconds, and its header agrees: nothing floating any more.
    await there.waitFor({ state: 'detached', timeout: 5_000 });
    await second.page.getByText('No data yet').waitFor();
    await expect.poll(() => figure(second.page, 'Floating profit (USD)').textContent(), { timeout: 5_000 }).toBe('0.00');
    expect(loads()).toBe(0);
  });

  it("a pending order placed on one device shows on the other's Pending list, and leaves it when cancelled there", async () => {
    const { device: first, session } = await firstDevice();
    const second = await secondDevice(session);
    // A position first, so the second device is seen following the account's pushes (its price moves) before the
    // pending order is placed.
    expect((await first.page.evaluate(placeBtc, 1 as const)).code).toBe(1);
    await openOrders(second.page, 'Holding');
    const position = orderCard(second.page);
    const before = await figure(position, 'Current price').textContent();
    await expect.poll(() => figure(position, 'Current price').textContent(), { timeout: 20_000 }).not.toBe(before);
    await second.page.getByRole('tab', { name: 'Pending', exact: true }).click();
    await second.page.getByText('No data yet').waitFor();
    const loads = countLoads(second.page);

    expect((await first.page.evaluate(placeBtc, 0 as const)).code).toBe(1);
    const there = orderCard(second.page);
    // No pull-to-refresh: the push of the new order brings it.
    await there.waitFor({ timeout: 5_000 });

    await openOrders(first.page, 'Pending');
    const here = orderCard(first.page);
    await here.getByRole('button', { name: 'Cancel order' }).click();
    await first.page.getByRole('alertdialog', { name: 'Cancel this pending order?' }).getByRole('button', { name: 'Cancel order' }).click();
    await first.page.getByText('Order cancelled').waitFor();
    await there.waitFor({ state: 'detached', timeout: 5_000 });
    await second.page.getByText('No data yet').waitFor();
    expect(loads()).toBe(0);
  });
});
