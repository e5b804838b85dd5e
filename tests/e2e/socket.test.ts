import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('the socket in the browser', () => {
  it('is one connection for two tabs, and comes back by itself after the server restarts', async () => {
    const { context, page } = await harness.newPage({ locale: 'en' });
    await page.goto(`${harness.origin}/`);
    const second = await context.newPage();
    await second.goto(`${harness.origin}/trade`);
    await expect.poll(() => harness.socketCount(), { timeout: 15_000 }).toBe(1);
    // Both tabs stay on the one connection.
    await second.reload();
    await expect.poll(() => harness.socketCount(), { timeout: 15_000 }).toBe(1);

    await harness.restartServer();
    expect(harness.socketCount()).toBe(0);
    await expect.poll(() => harness.socketCount(), { timeout: 20_000 }).toBe(1);
  });
});
