-- The signed tick log (issue 37). The journal of every tick the feed publishes (recent_ticks until now, kept an hour
-- for late option settlements, as it still is) is what the leader seals: each complete minute of an instrument
-- becomes a block holding that minute's ticks, chained to the one before (common/tick-log.ts), and every new set of
-- chain heads is signed as a checkpoint chained to the checkpoint before. Neither chain can fork: a block or a
-- checkpoint names one predecessor, and no two may name the same one. Blocks are kept a day; before one goes, the
-- proofs of the ticks settlements cite are kept whole in tick_proofs.

ALTER TABLE recent_ticks RENAME TO ticks;
ALTER INDEX recent_ticks_time_idx RENAME TO ticks_time_idx;
ALTER TABLE ticks RENAME CONSTRAINT recent_ticks_pkey TO ticks_pkey;

CREATE TABLE tick_checkpoints (
  id bigint PRIMARY KEY CHECK (id > 0),
  time bigint NOT NULL,
  prev_hash text NOT NULL UNIQUE,
  hash text NOT NULL UNIQUE,
  -- [{instrument_id, minute, hash}], ascending instrument id: the newest block of every instrument when it was signed.
  heads jsonb NOT NULL,
  key_id text NOT NULL,
  signature text NOT NULL
);
CREATE INDEX tick_checkpoints_time_idx ON tick_checkpoints (time);

CREATE TABLE tick_blocks (
  instrument_id integer NOT NULL REFERENCES instruments (id),
  minute bigint NOT NULL CHECK (minute % 60000 = 0),
  count integer NOT NULL CHECK (count > 0),
  -- The minute's ticks in seq order, a line `seq|time|price` each (price canonical), joined by "\n": one row a minute
  -- rather than one a tick, which the database compresses.
  ticks text NOT NULL,
  ticks_root text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL UNIQUE,
  -- The checkpoint that first named this block or a later one of its chain (signed in the seal's transaction).
  checkpoint_id bigint NOT NULL REFERENCES tick_checkpoints (id),
  PRIMARY KEY (instrument_id, minute),
  UNIQUE (instrument_id, prev_hash)
);

-- The newest block of each instrument: what the next block chains to, and what a checkpoint names. It survives the
-- compaction of the blocks themselves.
CREATE TABLE tick_chain_heads (
  instrument_id integer PRIMARY KEY REFERENCES instruments (id),
  minute bigint NOT NULL,
  hash text NOT NULL
);

CREATE TABLE tick_proofs (
  instrument_id integer NOT NULL,
  seq bigint NOT NULL,
  -- A TickProof of common/tick-proof.ts without its settlement part.
  proof jsonb NOT NULL,
  PRIMARY KEY (instrument_id, seq)
);

-- A checkpoint, once signed, is never changed (the retention job may delete old ones whose proofs were kept).
CREATE FUNCTION tick_checkpoints_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tick checkpoints are append-only';
END;
$$;
CREATE TRIGGER tick_checkpoints_unchanged BEFORE UPDATE ON tick_checkpoints
  FOR EACH ROW EXECUTE FUNCTION tick_checkpoints_unchanged();
