import type { FastifyInstance } from 'fastify';
import {
  downloadTicks,
  getCheckpointAt,
  getLatestCheckpoint,
  getTickProof,
  getTickPublicKey,
  getTradeReplay,
} from '../../../common/api/ticks';
import * as input from '../../../common/api/input/ticks';
import type { Database } from '../../db/database';
import type { Market } from '../../market/market';
import type { SessionResolver } from '../../sessions';
import { checkpointAt, latestCheckpoint } from '../../ticks/checkpoints';
import { tickDownload } from '../../ticks/download';
import { proofBundle } from '../../ticks/proof-bundle';
import { tradeReplay } from '../../ticks/replay';
import type { TickSigner } from '../../ticks/signing-key';
import { registerFileEndpoint } from '../file-route';
import { registerEndpoint } from '../route';

// The signed tick log's calls (common/api/ticks.ts, issue 37): thin, server/ticks/ decides. The key, the checkpoints
// and the tick download are for anyone; a proof and a replay are of the caller's own trades only.

/** Downloads per minute per address: a day of ticks is a large answer, and outsiders need a few, not hundreds. */
export const TICK_DOWNLOADS_PER_MINUTE = 20;

export function registerTickRoutes(
  app: FastifyInstance,
  deps: { db: Database; sessions: SessionResolver; market: Pick<Market, 'instrument'>; signer: TickSigner },
): void {
  const { db, sessions, market, signer } = deps;

  registerEndpoint(app, sessions, getTickPublicKey, input.tickPublicKey, () => ({
    algorithm: 'Ed25519' as const,
    public_key: signer.publicKeyBase64,
    pem: signer.publicKeyPem,
    key_id: signer.keyId,
  }));

  registerEndpoint(app, sessions, getLatestCheckpoint, input.latestCheckpoint, () => latestCheckpoint(db));

  registerEndpoint(app, sessions, getCheckpointAt, input.checkpointAt, ({ input: query }) => checkpointAt(db, query.at));

  registerEndpoint(app, sessions, getTickProof, input.tickProof, ({ user, input: query }) =>
    proofBundle(db, signer.publicKeyBase64, user.id, query),
  );

  registerEndpoint(app, sessions, getTradeReplay, input.tickProof, ({ user, input: query }) =>
    tradeReplay(db, user.id, query, (id) => market.instrument(id)),
  );

  registerFileEndpoint(
    app,
    sessions,
    downloadTicks,
    input.downloadTicks,
    ({ input: query }) =>
      tickDownload(db, {
        instrumentId: query.forex_id,
        instrumentCode: market.instrument(query.forex_id)?.code,
        from: query.from,
        to: query.to,
        format: query.format,
      }),
    { max: TICK_DOWNLOADS_PER_MINUTE, timeWindow: 60_000 },
  );
}
