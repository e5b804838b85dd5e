-- Customer care in the back office (issue 31): operators' notes on a customer, risk flags, and manual balance
-- adjustments. Every act on them is also in operator_decisions (the audit log).

-- A note is written once and never edited: a correction is a new note, so the record reads as it happened.
CREATE TABLE customer_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  operator_id integer NOT NULL REFERENCES operators (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);
CREATE INDEX customer_notes_user_idx ON customer_notes (user_id, id DESC);

-- A flag that is set is a row; clearing it deletes the row (who set and cleared it, and why, stays in the audit
-- log). The names are the code's fixed list (common/customer-care.ts), checked when set.
CREATE TABLE customer_flags (
  user_id integer NOT NULL REFERENCES users (id),
  flag text NOT NULL,
  reason text NOT NULL,
  operator_id integer NOT NULL REFERENCES operators (id),
  set_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, flag)
);

-- A credit or debit of one of a customer's accounts by an operator, with its reason. It takes effect (its journal,
-- cause 'adjustment', against the house's adjustments account) when approved: at once by the operator who asks
-- for it, or, above the four-eyes threshold, by a second operator (first_approvals keeps the first). The operator's
-- key makes a retried request the same adjustment.
CREATE TABLE balance_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  account text NOT NULL CHECK (account IN ('funding', 'micro', 'forex')),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount numeric(24, 2) NOT NULL CHECK (amount > 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  requested_by integer NOT NULL REFERENCES operators (id),
  request_key text NOT NULL,
  -- 0 waits for a second operator, 1 applied, 2 rejected (common/customer-care.ts ADJUSTMENT_STATUS).
  status smallint NOT NULL DEFAULT 0,
  decision_reason text NOT NULL DEFAULT '',
  decision_journal_id bigint REFERENCES journals (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  UNIQUE (requested_by, request_key)
);
CREATE INDEX balance_adjustments_user_idx ON balance_adjustments (user_id, id DESC);
CREATE INDEX balance_adjustments_waiting_idx ON balance_adjustments (id) WHERE status = 0;
