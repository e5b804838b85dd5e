-- The double-entry ledger. Every movement of money is a journal whose postings sum to zero. An account holds two
-- buckets, available and locked, and moving money between them is a journal too. User accounts never go below
-- zero in either bucket; house accounts (no user) are the other side of deposits, grants, fees and P/L.

CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id),
  kind text NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  available numeric(24, 2) NOT NULL DEFAULT 0,
  locked numeric(24, 2) NOT NULL DEFAULT 0,
  CHECK (user_id IS NULL OR (available >= 0 AND locked >= 0))
);
CREATE UNIQUE INDEX ledger_accounts_user_key ON ledger_accounts (user_id, kind, currency) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house_key ON ledger_accounts (kind, currency) WHERE user_id IS NULL;

CREATE TABLE journals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cause text NOT NULL,
  user_id integer REFERENCES users (id),
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX journals_user_idx ON journals (user_id, created_at DESC);

CREATE TABLE postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id bigint NOT NULL REFERENCES journals (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  bucket text NOT NULL CHECK (bucket IN ('available', 'locked')),
  amount numeric(24, 2) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX postings_journal_idx ON postings (journal_id);
CREATE INDEX postings_account_idx ON postings (account_id, journal_id DESC);

-- Checked at commit: a journal whose postings do not sum to zero cannot be written, whatever code tries.
CREATE FUNCTION postings_balance_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum(amount) FROM postings WHERE journal_id = NEW.journal_id) <> 0 THEN
    RAISE EXCEPTION 'journal % does not balance', NEW.journal_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION postings_balance_check();
