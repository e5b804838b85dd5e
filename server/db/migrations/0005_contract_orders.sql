-- Contract (forex-style) orders: pending (0), holding (1) and history (3), each with the tick that decided its fill
-- and its close, and the reason. Money columns are the amounts the ledger moved for the order (USD, cents).

CREATE TABLE contract_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  origin_id bigint NOT NULL DEFAULT 0,
  instrument_id integer NOT NULL REFERENCES instruments (id),
  side smallint NOT NULL CHECK (side IN (1, 2)),
  lots numeric(24, 8) NOT NULL CHECK (lots > 0),
  multiple integer NOT NULL CHECK (multiple > 0),
  status smallint NOT NULL CHECK (status IN (0, 1, 3)),
  -- A pending order fills when the price reaches target_price from the side it was on when placed.
  target_price numeric(24, 10) NOT NULL DEFAULT 0,
  fill_when_at_or_above boolean,
  open_price numeric(24, 10),
  close_price numeric(24, 10),
  stop_loss numeric(24, 10) NOT NULL DEFAULT 0 CHECK (stop_loss >= 0),
  take_profit numeric(24, 10) NOT NULL DEFAULT 0 CHECK (take_profit >= 0),
  margin numeric(24, 2) NOT NULL CHECK (margin >= 0),
  fee numeric(24, 2) NOT NULL CHECK (fee >= 0),
  realised_pnl numeric(24, 2) NOT NULL DEFAULT 0,
  open_reason text CHECK (open_reason IN ('market', 'pending_fill')),
  open_seq bigint,
  open_time bigint,
  close_reason text CHECK (close_reason IN ('manual', 'stop_loss', 'take_profit', 'stop_out', 'cancelled', 'demo_reset')),
  close_seq bigint,
  close_time bigint,
  created_at bigint NOT NULL,
  CHECK ((status = 3) = (close_reason IS NOT NULL))
);
CREATE INDEX contract_orders_user_idx ON contract_orders (user_id, status, id DESC);
CREATE INDEX contract_orders_open_idx ON contract_orders (status) WHERE status IN (0, 1);

-- Calls that move money or open positions answer a retry with the same key from here (ARCHITECTURE: the wire).
CREATE TABLE idempotent_requests (
  user_id integer NOT NULL REFERENCES users (id),
  key text NOT NULL,
  fingerprint text NOT NULL,
  response jsonb,
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, key)
);
