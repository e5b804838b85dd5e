import { expect } from 'vitest';
import type { ClusterDatabase } from './cluster-env';

// Who settled what, recorded by the database itself: the nodes connect with their name as `application_name`, and
// triggers the test adds to its own database note, for every settlement journal, the connection that wrote it and
// the leader and epoch of the term it committed in (the fence holds that row share-locked until the commit), and
// every new term. So "one node settles" is checked from the ledger's own writes, not from what the nodes say.

const RECORDERS = `
CREATE TABLE test_settlers (
  journal_id bigint PRIMARY KEY,
  cause text NOT NULL,
  memo text NOT NULL,
  writer text NOT NULL,
  leader text,
  epoch bigint NOT NULL,
  at bigint NOT NULL
);
CREATE TABLE test_terms (epoch bigint PRIMARY KEY, node text, since bigint);
INSERT INTO test_terms SELECT epoch, node, since FROM cluster_leader;

CREATE FUNCTION test_record_settler() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO test_settlers
  SELECT NEW.id, NEW.cause, NEW.memo, current_setting('application_name'), node, epoch,
         (extract(epoch FROM NEW.created_at) * 1000)::bigint
  FROM cluster_leader WHERE id = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER test_record_settler AFTER INSERT ON journals
  FOR EACH ROW WHEN (NEW.cause IN ('option_settlement', 'trade_pnl')) EXECUTE FUNCTION test_record_settler();

CREATE FUNCTION test_record_term() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO test_terms VALUES (NEW.epoch, NEW.node, NEW.since) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER test_record_term AFTER UPDATE ON cluster_leader FOR EACH ROW EXECUTE FUNCTION test_record_term();
`;

/** Adds the recorders; the nodes must have migrated the database first. */
export async function installRecorders(database: ClusterDatabase): Promise<void> {
  await database.query(RECORDERS);
}

/** The engines' settlements (not a user's own close): every option's, and the closes a stop or a stop-out made. */
const ENGINE_SETTLEMENTS = `
  SELECT s.* FROM test_settlers s
  LEFT JOIN contract_orders o ON s.cause = 'trade_pnl' AND s.memo = 'order ' || o.id
  WHERE s.cause = 'option_settlement' OR o.close_reason IN ('stop_loss', 'take_profit', 'stop_out')`;

export interface Settlement {
  writer: string;
  leader: string;
  epoch: number;
  at: number;
}

export async function engineSettlements(database: ClusterDatabase, from: number, to: number): Promise<Settlement[]> {
  const rows = await database.query<{ writer: string; leader: string; epoch: string; at: string }>(
    `SELECT writer, leader, epoch, at FROM (${ENGINE_SETTLEMENTS}) e WHERE at >= $1 AND at < $2 ORDER BY at`,
    [from, to],
  );
  return rows.map((row) => ({ writer: row.writer, leader: row.leader, epoch: Number(row.epoch), at: Number(row.at) }));
}

export async function termsSince(database: ClusterDatabase, from: number): Promise<{ epoch: number; node: string; since: number }[]> {
  const rows = await database.query<{ epoch: string; node: string; since: string }>(
    'SELECT epoch, node, since FROM test_terms WHERE since >= $1 ORDER BY epoch',
    [from],
  );
  return rows.map((row) => ({ epoch: Number(row.epoch), node: row.node, since: Number(row.since) }));
}

/**
 * One settler at a time: every engine settlement was written by the node that led the term it committed in, and
 * each term's settlements by one node. `settledBefore` leaves out the last moments, whose ticks may not be stored yet.
 */
export async function expectOneSettlerPerTerm(database: ClusterDatabase, settledBefore = Number.MAX_SAFE_INTEGER): Promise<void> {
  expect(
    await database.query(`SELECT journal_id, writer, leader, epoch FROM (${ENGINE_SETTLEMENTS}) e WHERE writer IS DISTINCT FROM leader`),
    'settlements written by a node that did not lead',
  ).toEqual([]);
  expect(
    await database.query(
      `SELECT epoch, array_agg(DISTINCT writer) AS writers FROM (${ENGINE_SETTLEMENTS}) e GROUP BY epoch HAVING count(DISTINCT writer) > 1`,
    ),
    'terms with more than one settler',
  ).toEqual([]);
  await expectDecidingTicks(database, settledBefore);
}

/**
 * Every settlement's deciding tick is a tick the market recorded (same number, time and price), at or after the
 * option's expiry; and each instrument's recorded ticks run in time as their numbers do: one feed at a time, never
 * two leaders' ticks interleaved.
 */
async function expectDecidingTicks(database: ClusterDatabase, settledBefore: number): Promise<void> {
  expect(
    await database.query(
      `SELECT m.id, m.end_seq, m.end_time, m.end_price, t.time, t.price FROM micro_orders m
       LEFT JOIN ticks t ON t.instrument_id = m.instrument_id AND t.seq = m.end_seq
       WHERE m.end_seq IS NOT NULL AND m.completed_at < $1
         AND (t.seq IS NULL OR t.time <> m.end_time OR t.price <> m.end_price OR m.end_time < m.expires_at)`,
      [settledBefore],
    ),
    'options settled on a tick the market did not record as such, or before their expiry',
  ).toEqual([]);
  expect(
    await database.query(
      `SELECT o.id, o.close_seq, o.close_price, t.price FROM contract_orders o
       LEFT JOIN ticks t ON t.instrument_id = o.instrument_id AND t.seq = o.close_seq
       WHERE o.close_reason IN ('stop_loss', 'take_profit') AND o.close_time < $1
         AND (t.seq IS NULL OR t.time <> o.close_time OR t.price <> o.close_price)`,
      [settledBefore],
    ),
    'stops fired on a tick the market did not record as such',
  ).toEqual([]);
  expect(
    await database.query(
      `SELECT instrument_id, seq, time, before FROM (
         SELECT instrument_id, seq, time, lag(time) OVER (PARTITION BY instrument_id ORDER BY seq) AS before FROM ticks
       ) t WHERE time < before`,
    ),
    'ticks whose numbers run against their times (two feeds at once)',
  ).toEqual([]);
}
