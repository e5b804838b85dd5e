import { fromBase64 } from '@common/tick-log';
import { verifyTickProof, type ProofBundle, type ProofCheckName, type SettlementRef } from '@common/tick-proof';

// A proof bundle checked in the browser against the key Meridian publishes (fetched on its own, not the copy the
// bundle carries: a bundle signed by another key must not vouch for itself). Pure apart from Web Crypto, so it is
// tested without a screen.

/** One settled tick of the trade and what can be said of it. */
export type SettlementCheck =
  | { state: 'verified'; settlement: SettlementRef; signedAt: number }
  | { state: 'broken'; settlement: SettlementRef; failed: ProofCheckName[] }
  | { state: 'pending'; settlement: SettlementRef }
  | { state: 'before_log'; settlement: SettlementRef };

/** Every settlement of the bundle, in the order they happened, each with its verdict. */
export async function checkBundle(bundle: ProofBundle, publicKeyBase64: string): Promise<SettlementCheck[]> {
  let key: Uint8Array | null;
  try {
    key = fromBase64(publicKeyBase64);
  } catch {
    key = null;
  }
  const checked = await Promise.all(
    bundle.proofs.map(async (proof): Promise<SettlementCheck> => {
      // An unreadable published key fails the key check and the signature, as verifyTickProof would say of a wrong one.
      if (!key) return { state: 'broken', settlement: proof.settlement, failed: ['key', 'signature'] };
      try {
        const report = await verifyTickProof(proof, key);
        return report.ok
          ? { state: 'verified', settlement: proof.settlement, signedAt: report.signed_at }
          : {
              state: 'broken',
              settlement: proof.settlement,
              failed: report.checks.filter((check) => !check.ok).map((check) => check.name),
            };
      } catch {
        // A proof too mangled to be read at all proves nothing about its tick.
        return { state: 'broken', settlement: proof.settlement, failed: ['settlement'] };
      }
    }),
  );
  const rest: SettlementCheck[] = [
    ...bundle.pending.map((settlement) => ({ state: 'pending' as const, settlement })),
    ...bundle.before_log.map((settlement) => ({ state: 'before_log' as const, settlement })),
  ];
  return [...checked, ...rest].sort((a, b) => a.settlement.time - b.settlement.time || a.settlement.seq - b.settlement.seq);
}
