// Checks a Meridian price proof outside Meridian (issue 37), with nothing beyond Node's standard library:
//
//   npx tsx tools/verify-ticks.ts proof.json [--key <base64 public key> | --key-file <file>]
//
// proof.json is what GET /api/ticks/proof answers (or the app's "Download the proof"): the proofs of a trade's
// settlements. The key should be the one Meridian publishes (GET /api/ticks/public_key, the README, the app's "Fair
// prices" page), obtained apart from the proof; without --key the proof's own copy is used, and this says so. Prints
// every check of every proof and exits 0 when all hold, 1 when any fails, 2 when the file cannot be read.

import { readFileSync } from 'node:fs';
import { fromBase64, keyFingerprint, keyId } from '../common/tick-log';
import { verifyTickProof, type ProofBundle, type TickProof } from '../common/tick-proof';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

function readBundle(file: string): ProofBundle {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as ProofBundle | { data: ProofBundle };
  // The API's envelope, saved as it came, is read too.
  return 'data' in parsed ? parsed.data : parsed;
}

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || file.startsWith('--')) {
    console.error('usage: npx tsx tools/verify-ticks.ts proof.json [--key <base64> | --key-file <file>]');
    return 2;
  }
  let bundle: ProofBundle;
  try {
    bundle = readBundle(file);
  } catch (error) {
    console.error(`cannot read ${file}: ${String(error)}`);
    return 2;
  }
  const keyFile = argument('--key-file');
  const given = argument('--key') ?? (keyFile ? readFileSync(keyFile, 'utf8').trim() : undefined);
  if (!given) console.log('No --key given: checking against the key the proof carries. Compare its id with the published one.');
  const key = fromBase64(given ?? bundle.public_key);
  console.log(`Key ${keyFingerprint(await keyId(key))}`);
  const proofs: TickProof[] = Array.isArray(bundle.proofs) ? bundle.proofs : [];
  if (proofs.length === 0) {
    console.log('The file holds no proof.');
    return 1;
  }
  let allHold = true;
  for (const proof of proofs) {
    const report = await verifyTickProof(proof, key);
    const what =
      proof.settlement.order_id !== undefined
        ? `order ${String(proof.settlement.order_id)}`
        : `option ${String(proof.settlement.micro_id)}`;
    console.log(
      `\n${what}, ${proof.settlement.event} on tick ${String(proof.tick.seq)} at ${proof.tick.price} (${new Date(proof.tick.time).toISOString()}): ${report.ok ? 'HOLDS' : 'FAILS'}`,
    );
    for (const check of report.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
    if (report.ok) console.log(`  in the log signed at ${new Date(report.signed_at).toISOString()}`);
    allHold &&= report.ok;
  }
  return allHold ? 0 : 1;
}

process.exitCode = await main();
