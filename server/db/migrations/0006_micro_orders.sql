-- Micro (option) trading: the expiries on offer, the orders, and a short journal of ticks so that an order which
-- fell due while the server was down settles on the first tick the server recorded at or after its expiry.

CREATE TABLE micro_options (
  id integer PRIMARY KEY,
  seconds integer NOT NULL UNIQUE CHECK (seconds > 0),
  profit_ratio numeric(8, 4) NOT NULL CHECK (profit_ratio > 0),
  limit_amount numeric(24, 2) NOT NULL CHECK (limit_amount > 0),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE micro_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  instrument_id integer NOT NULL REFERENCES instruments (id),
  direction smallint NOT NULL CHECK (direction IN (1, 2)),
  amount numeric(24, 2) NOT NULL CHECK (amount > 0),
  seconds integer NOT NULL,
  profit_ratio numeric(8, 4) NOT NULL,
  status smallint NOT NULL CHECK (status IN (1, 3)),
  open_price numeric(24, 10) NOT NULL,
  open_seq bigint NOT NULL,
  open_time bigint NOT NULL,
  expires_at bigint NOT NULL,
  end_price numeric(24, 10),
  end_seq bigint,
  end_time bigint,
  fact_profits numeric(24, 2) NOT NULL DEFAULT 0,
  completed_at bigint,
  created_at bigint NOT NULL,
  CHECK ((status = 3) = (end_price IS NOT NULL))
);
CREATE INDEX micro_orders_user_idx ON micro_orders (user_id, status, id DESC);
CREATE INDEX micro_orders_running_idx ON micro_orders (expires_at) WHERE status = 1;

CREATE TABLE recent_ticks (
  instrument_id integer NOT NULL REFERENCES instruments (id),
  seq bigint NOT NULL,
  time bigint NOT NULL,
  price numeric(24, 10) NOT NULL,
  PRIMARY KEY (instrument_id, seq)
);
CREATE INDEX recent_ticks_time_idx ON recent_ticks (instrument_id, time);
