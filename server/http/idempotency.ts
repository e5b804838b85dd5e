import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE, type Envelope } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { messages } from '../i18n/messages';
import { DomainError } from '../errors';

// Calls that move money or open positions carry an Idempotency-Key (docs/ARCHITECTURE.md, "Money and the ledger").
// The first request with a key claims it and its answer is kept; a retry with the same key and the same parameters
// gets that answer again and does nothing; the same key with other parameters is refused. A refusal (nothing changed) frees the key,
// so the user may correct and retry with it.
//
// The claim, everything the call changes and the stored answer commit in one transaction: the services' own
// transactions join it (db/ambient.ts). So a crash, a lost connection or a failed commit leaves either all three
// or none of them: a retry gets the first answer, or is a fresh attempt, and nothing happens twice. A retry that
// arrives while the first is still running waits for it (on the claim's row) and then gets its answer.

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyStore;
  }
}

/** Whose key it is: a user's, or an operator's (a back-office call that moves money), kept in their own table. */
export interface KeyOwner {
  id: number;
  operator: boolean;
}

export interface IdempotencyStore {
  run<T>(request: FastifyRequest, owner: KeyOwner, fingerprint: string, answer: () => Promise<Envelope<T>>): Promise<Envelope<T>>;
}

export function registerIdempotency(app: FastifyInstance, db: Database, clock: Clock): void {
  const store: IdempotencyStore = {
    async run(request, owner, fingerprint, answer) {
      const { table, column } = owner.operator
        ? { table: 'operator_idempotent_requests', column: 'operator_id' }
        : { table: 'idempotent_requests', column: 'user_id' };
      const ownerId = owner.id;
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !KEY.test(key)) throw new DomainError(CODE.IDEMPOTENCY_KEY_MISSING, messages.idempotencyKeyMissing);
      return db.transaction(async (tx) => {
        const claimed = await tx.query(
          `INSERT INTO ${table} (${column}, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (${column}, key) DO NOTHING RETURNING key`,
          [ownerId, key, fingerprint, clock.now()],
        );
        if (claimed.length === 0) {
          const [first] = await tx.query<{ fingerprint: string; response: Envelope<never> | null }>(
            `SELECT fingerprint, response FROM ${table} WHERE ${column} = $1 AND key = $2`,
            [ownerId, key],
          );
          if (!first || first.fingerprint !== fingerprint || !first.response) {
            throw new DomainError(CODE.IDEMPOTENCY_CONFLICT, messages.idempotencyConflict);
          }
          return first.response;
        }
        // A refusal thrown here rolls the claim back with everything else.
        const envelope = await answer();
        // Last in the transaction: it may go with the COMMIT (db.writeLater), and fails it should it fail.
        await db.writeLater(`UPDATE ${table} SET response = $3 WHERE ${column} = $1 AND key = $2`, [
          ownerId,
          key,
          JSON.stringify(envelope),
        ]);
        return envelope;
      });
    },
  };
  app.decorate('idempotency', store);
}
