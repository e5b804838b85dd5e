import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAtMarket, demoOnTradeScreen } from './helpers/demo';
import { startHarness, type Harness } from './helpers/harness';
import { orderCard } from './helpers/figures';

// Issue 37 in the browser, on the real server and feed: a trade opened and closed, its prices sealed into the signed
// tick log, the order's detail checking both on the device ("Verified"), the proof downloaded and checked again by
// tools/verify-ticks.ts outside the app against the published key, and the replay played to the exit.

const BTC = 13;
const ROOT = path.resolve(import.meta.dirname, '../..');

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** In the page: the user's one holding position closed through the API, as another of their devices would. */
async function closeTheHolding(): Promise<number> {
  const session = JSON.parse(localStorage.getItem('meridian.session') ?? 'null') as { token: string };
  const headers = { authorization: session.token };
  const holding = (await (await fetch('/v2/api/forex/my_deal?status=1', { headers })).json()) as { data: { data: { Id: number }[] } };
  const id = holding.data.data[0]?.Id ?? 0;
  const closed = await fetch(`/v2/api/forex/close?id=${String(id)}`, { headers: { ...headers, 'idempotency-key': crypto.randomUUID() } });
  return ((await closed.json()) as { code: number }).code;
}

describe('verifiable prices', () => {
  it('verifies a closed trade’s prices in its detail, hands over a proof the tool verifies, and replays it to the exit', async () => {
    const { page } = await harness.newPage({ locale: 'en' });
    await demoOnTradeScreen(page, harness.origin, BTC);
    await buyAtMarket(page);
    expect(await page.evaluate(closeTheHolding)).toBe(1);
    // The minute in progress sealed and signed now, rather than after it ends.
    await harness.sealTickLogNow();

    await page.goto(`${harness.origin}/order?type=3`);
    await orderCard(page).click();
    const sheet = page.getByRole('dialog', { name: 'Order details: BTC/USDT' });
    const verified = sheet.getByText(/^Verified: this price is in the signed log of \d\d:\d\d$/);
    await expect.poll(() => verified.count(), { timeout: 20_000 }).toBe(2);

    // The proof as a file, checked outside the app with the key Meridian publishes.
    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Download the proof' }).click();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'meridian-proof-')), 'proof.json');
    await (await download).saveAs(file);
    const key = (await (await fetch(`${harness.origin}/api/ticks/public_key`)).json()) as { data: { public_key: string } };
    const tool = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/verify-ticks.ts', file, '--key', key.data.public_key],
      {
        cwd: ROOT,
      },
    );
    expect(tool.stdout).toMatch(/open on tick \d+ at [\d.]+ \(.+\): HOLDS/);
    expect(tool.stdout).toMatch(/close on tick \d+ at [\d.]+ \(.+\): HOLDS/);
    // A copy with one price changed fails, naming the check.
    const tampered = path.join(path.dirname(file), 'tampered.json');
    const bundle = JSON.parse(readFileSync(file, 'utf8')) as { proofs: { tick: { price: string } }[] };
    const first = bundle.proofs[0];
    if (first) first.tick.price = String(Number(first.tick.price) + 1);
    writeFileSync(tampered, JSON.stringify(bundle));
    const failed = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/verify-ticks.ts', tampered, '--key', key.data.public_key],
      {
        cwd: ROOT,
      },
    ).catch((error: unknown) => error as { code: number; stdout: string });
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stdout: string }).stdout).toContain('FAIL tick_in_block');

    // The replay, played at the fastest speed, reaches the exit.
    await sheet.getByRole('button', { name: 'Replay' }).click();
    await page.waitForURL((url) => url.pathname === '/mine/replay');
    await page.getByRole('radio', { name: '64x' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => page.getByText('Closed', { exact: true }).isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Play again' }).isVisible(), { timeout: 60_000 }).toBe(true);
  }, 180_000);
});
