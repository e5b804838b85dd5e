-- Copy trading (issue 14): trader applications decided by operators, the traders themselves, follows (a copy ratio
-- and a margin cap per follower and trader), the copies of traders' orders, the copies that were not opened and
-- why, and the statistics the ranking job computes. Copies are ordinary contract orders (origin_id names the
-- trader's order); follow_copies only says which follow they belong to and whether they still close with it.

CREATE TABLE traders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id),
  nickname text NOT NULL,
  bio text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  -- A seeded trader that trades by a named rule (server/trading/copy/simulated), not a person.
  strategy text,
  created_at bigint NOT NULL
);

-- Status: 0 pending, 1 approved, 2 rejected (common/follow.ts).
CREATE TABLE trader_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  status smallint NOT NULL CHECK (status IN (0, 1, 2)),
  nickname text NOT NULL,
  bio text NOT NULL,
  avatar text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  decided_at bigint
);
-- One application waits at a time per user.
CREATE UNIQUE INDEX trader_applications_pending_key ON trader_applications (user_id) WHERE status = 0;
CREATE INDEX trader_applications_user_idx ON trader_applications (user_id, id DESC);

CREATE TABLE follows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  follower_user_id integer NOT NULL REFERENCES users (id),
  trader_id integer NOT NULL REFERENCES traders (id),
  multiple numeric(12, 4) NOT NULL CHECK (multiple > 0),
  max_amount numeric(24, 2) NOT NULL CHECK (max_amount > 0),
  active boolean NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (follower_user_id, trader_id)
);
CREATE INDEX follows_trader_idx ON follows (trader_id) WHERE active;

CREATE TABLE follow_copies (
  order_id bigint PRIMARY KEY REFERENCES contract_orders (id),
  follow_id bigint NOT NULL REFERENCES follows (id),
  origin_id bigint NOT NULL REFERENCES contract_orders (id),
  -- Closes with the trader's order while true; false once the follow ended or the follower closed it.
  following boolean NOT NULL DEFAULT true,
  closed_with_trader boolean NOT NULL DEFAULT false,
  -- A trader's order is copied at most once per follow, whatever retries.
  UNIQUE (follow_id, origin_id)
);
CREATE INDEX follow_copies_origin_idx ON follow_copies (origin_id) WHERE following;

CREATE TABLE copy_skips (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  follow_id bigint NOT NULL REFERENCES follows (id),
  origin_id bigint NOT NULL REFERENCES contract_orders (id),
  follower_user_id integer NOT NULL REFERENCES users (id),
  reason text NOT NULL CHECK (reason IN ('max_amount', 'free_margin', 'market_closed', 'lots_limit', 'no_quote')),
  lots numeric(24, 8) NOT NULL,
  margin numeric(24, 2) NOT NULL,
  tick_seq bigint,
  tick_time bigint,
  tick_price numeric(24, 10),
  created_at bigint NOT NULL,
  UNIQUE (follow_id, origin_id)
);
CREATE INDEX copy_skips_follower_idx ON copy_skips (follower_user_id, id DESC);

-- What the ranking job last computed per trader; never typed in.
CREATE TABLE trader_stats (
  trader_id integer PRIMARY KEY REFERENCES traders (id),
  three_week_rate numeric(24, 8) NOT NULL,
  three_week_win numeric(12, 8) NOT NULL,
  three_week_profit numeric(24, 2) NOT NULL,
  total_rate numeric(24, 8) NOT NULL,
  total_profit numeric(24, 2) NOT NULL,
  total_trade_num integer NOT NULL,
  window_trade_num integer NOT NULL,
  active_days integer NOT NULL,
  max_drawdown numeric(12, 8) NOT NULL,
  followers_profit numeric(24, 2) NOT NULL,
  top_multiple integer NOT NULL,
  top_code text NOT NULL,
  equity jsonb NOT NULL,
  ranked boolean NOT NULL,
  computed_at bigint NOT NULL
);
