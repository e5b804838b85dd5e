import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { CODE } from '../../common/envelope';
import { messages } from '../i18n/messages';
import type { ProofBundle, SettlementRef, TickProof } from '../../common/tick-proof';
import { proveTick } from './proofs';
import { tradeSettlements, type TradeRef } from './settlements';

// GET /api/ticks/proof (issue 37): the proofs of every tick the user's trade was settled on. A trade whose ticks are
// all in a minute not signed yet, or all from before the log began, is refused saying which; one with some of each
// answers what it has and lists the rest.

export async function proofBundle(db: Queryable, publicKey: string, userId: number, ref: TradeRef): Promise<ProofBundle> {
  const { instrumentId, refs } = await tradeSettlements(db, userId, ref);
  const proofs: TickProof[] = [];
  const pending: SettlementRef[] = [];
  const beforeLog: SettlementRef[] = [];
  for (const settlement of refs) {
    const part = await proveTick(db, instrumentId, settlement.seq, settlement.time);
    if (part === 'not_sealed') pending.push(settlement);
    else if (part === 'not_logged') beforeLog.push(settlement);
    else proofs.push({ ...part, settlement });
  }
  if (proofs.length === 0) {
    throw new DomainError(CODE.NO_TICK_PROOF, pending.length > 0 ? messages.tickProofNotSealed : messages.tickProofBeforeLog);
  }
  return {
    ...(ref.order_id === undefined ? {} : { order_id: ref.order_id }),
    ...(ref.micro_id === undefined ? {} : { micro_id: ref.micro_id }),
    public_key: publicKey,
    proofs,
    pending,
    before_log: beforeLog,
  };
}
