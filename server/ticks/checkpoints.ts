import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { CODE } from '../../common/envelope';
import { messages } from '../i18n/messages';
import type { Checkpoint } from '../../common/tick-log';
import { CHECKPOINT_COLUMNS, checkpointOf } from './proofs';

// The published checkpoints (issue 37): the newest, and the one in force at a moment (the newest signed by then).

type Row = Parameters<typeof checkpointOf>[0];

export async function latestCheckpoint(db: Queryable): Promise<Checkpoint | null> {
  const [row] = await db.query<Row>(`SELECT ${CHECKPOINT_COLUMNS} FROM tick_checkpoints ORDER BY id DESC LIMIT 1`);
  return row ? checkpointOf(row) : null;
}

export async function checkpointAt(db: Queryable, at: number): Promise<Checkpoint> {
  const [row] = await db.query<Row>(
    `SELECT ${CHECKPOINT_COLUMNS} FROM tick_checkpoints WHERE time <= $1 ORDER BY time DESC, id DESC LIMIT 1`,
    [at],
  );
  if (!row) throw new DomainError(CODE.NOT_FOUND, messages.tickNoCheckpoint);
  return checkpointOf(row);
}
