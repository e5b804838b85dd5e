import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { TickPublicKey } from '../../../common/api/ticks';
import type { ProofBundle } from '../../../common/tick-proof';
import { tickSignerFromSeed } from '../../../server/ticks/signing-key';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { sealThisMinute } from '../helpers/tick-log';
import { demoTrader, EURUSD, openPosition, tick, trade } from '../helpers/trading';
import { childNodeImports } from '../../support/test-clock';

// tools/verify-ticks.ts, as someone outside Meridian runs it (issue 37): on a proof saved from GET /api/ticks/proof and
// the key Meridian publishes, it prints every check of every proof and exits 0 with "HOLDS"; on a changed copy, or
// with another key, it names the check that fails and exits 1; on a file it cannot read, 2.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const app = appForTests();
const folder = mkdtempSync(path.join(tmpdir(), 'meridian-verify-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Run {
  code: number;
  out: string;
}

function verify(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...childNodeImports(), 'tools/verify-ticks.ts', ...args],
      { cwd: ROOT, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
  });
}

const save = (name: string, content: unknown): string => {
  const file = path.join(folder, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

/** The lines that report a failed check: "FAIL <name>: ...". */
const failures = (out: string): string[] =>
  out
    .split('\n')
    .map((line) => /^\s+FAIL (\w+):/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);

/** A trade opened and closed by hand, its minute sealed; the proof saved as the API answered it, envelope and all. */
const saved = madeBeforeTests(async () => {
  const trader = await demoTrader(app);
  await tick(app, EURUSD, '1.10000');
  const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
  app.clock.advance(2_000);
  await tick(app, EURUSD, '1.10020');
  expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
  await sealThisMinute(app);
  const response = await app.http.inject({ url: `/api/ticks/proof?order_id=${String(order.Id)}`, headers: auth(trader.token) });
  expect(response.statusCode).toBe(200);
  const envelope = response.json<{ code: number; data: ProofBundle }>();
  expect(envelope.code).toBe(1);
  const key = (await call<TickPublicKey>(app, 'GET', '/api/ticks/public_key')).data;
  return { file: save('proof.json', response.body), bundle: envelope.data, key, order: order.Id };
}, 'the saved proof');

describe('tools/verify-ticks.ts', () => {
  it('holds on the saved proof with the published key: every check ok, exit 0', async () => {
    const run = await verify(saved.file, '--key', saved.key.public_key);
    expect(run.code, run.out).toBe(0);
    expect(run.out.match(/: HOLDS$/gm)).toHaveLength(2);
    expect(run.out).toContain(`order ${String(saved.order)}, open on tick`);
    expect(run.out).toContain(`order ${String(saved.order)}, close on tick`);
    expect(failures(run.out)).toEqual([]);
    expect(run.out).not.toContain('FAILS');
    // The key's fingerprint, to compare with the one Meridian publishes.
    expect(run.out).toContain(saved.key.key_id.replace(/(.{4})(?=.)/g, '$1 '));
  }, 60_000);

  it('reads the key from a file too, and the bundle without its envelope', async () => {
    const keyFile = save('key.txt', `${saved.key.public_key}\n`);
    const bare = save('bare.json', saved.bundle);
    const run = await verify(bare, '--key-file', keyFile);
    expect(run.code, run.out).toBe(0);
    expect(run.out.match(/: HOLDS$/gm)).toHaveLength(2);
  }, 60_000);

  it('without --key, checks against the key in the file and says so', async () => {
    const run = await verify(saved.file);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('No --key given');
  }, 60_000);

  it('fails a copy whose tick was changed, naming tick_in_block, exit 1', async () => {
    const tampered = structuredClone(saved.bundle);
    const [open] = tampered.proofs;
    open!.tick.price = '1.0999';
    open!.settlement.price = '1.0999';
    const run = await verify(save('tampered.json', tampered), '--key', saved.key.public_key);
    expect(run.code, run.out).toBe(1);
    expect(run.out).toMatch(/open on tick \d+ at 1\.0999 .*: FAILS/);
    expect(failures(run.out)).toEqual(['tick_in_block']);
    // The other proof of the file still holds, and is said to.
    expect(run.out.match(/: HOLDS$/gm)).toHaveLength(1);
  }, 60_000);

  it('fails a copy whose signature was changed, naming signature, exit 1', async () => {
    const tampered = structuredClone(saved.bundle);
    for (const proof of tampered.proofs) {
      const bytes = Buffer.from(proof.checkpoint.signature, 'base64');
      bytes[5] = bytes[5]! ^ 0x80;
      proof.checkpoint.signature = bytes.toString('base64');
    }
    const run = await verify(save('signature.json', tampered), '--key', saved.key.public_key);
    expect(run.code, run.out).toBe(1);
    expect(failures(run.out)).toEqual(['signature', 'signature']);
  }, 60_000);

  it('fails with another key, naming key (and the signature that does not hold for it), exit 1', async () => {
    const other = await tickSignerFromSeed(Buffer.alloc(32, 9));
    const run = await verify(saved.file, '--key', other.publicKeyBase64);
    expect(run.code, run.out).toBe(1);
    expect(failures(run.out)).toEqual(['key', 'signature', 'key', 'signature']);
  }, 60_000);

  it('exits 2 on a file it cannot read, and 1 on one that holds no proof', async () => {
    expect((await verify(path.join(folder, 'missing.json'))).code).toBe(2);
    expect((await verify(save('garbage.json', 'not json'))).code).toBe(2);
    const empty = await verify(save('empty.json', { ...saved.bundle, proofs: [] }), '--key', saved.key.public_key);
    expect(empty.code, empty.out).toBe(1);
    expect(empty.out).toContain('The file holds no proof');
    expect((await verify()).code).toBe(2);
  }, 60_000);
});
