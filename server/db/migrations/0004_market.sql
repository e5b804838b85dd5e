-- The market: categories, instruments (spec section 3), the candles built from live ticks, and each instrument's
-- last tick so a restart continues the sequence.

CREATE TABLE market_categories (
  id integer PRIMARY KEY,
  name_key text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE instruments (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  show_code text NOT NULL,
  category_id integer NOT NULL REFERENCES market_categories (id),
  session text NOT NULL CHECK (session IN ('fx', 'metal', 'energy', 'crypto')),
  price_precision integer NOT NULL CHECK (price_precision BETWEEN 0 AND 8),
  pip numeric(20, 8) NOT NULL CHECK (pip > 0),
  min_lots numeric(20, 8) NOT NULL CHECK (min_lots > 0),
  units_per_lot numeric(20, 8) NOT NULL CHECK (units_per_lot > 0),
  fee_rate numeric(12, 8) NOT NULL CHECK (fee_rate >= 0),
  margin_mode integer NOT NULL,
  multiples integer[] NOT NULL,
  base_price double precision NOT NULL,
  volatility double precision NOT NULL,
  listed boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE candles (
  instrument_id integer NOT NULL REFERENCES instruments (id),
  period text NOT NULL CHECK (period IN ('1M', '5M', '15M', '30M', '1H', '1D')),
  time bigint NOT NULL,
  open numeric(24, 8) NOT NULL,
  high numeric(24, 8) NOT NULL,
  low numeric(24, 8) NOT NULL,
  close numeric(24, 8) NOT NULL,
  volume numeric(24, 2) NOT NULL,
  PRIMARY KEY (instrument_id, period, time)
);

CREATE TABLE last_ticks (
  instrument_id integer PRIMARY KEY REFERENCES instruments (id),
  seq bigint NOT NULL,
  time bigint NOT NULL,
  price numeric(24, 8) NOT NULL
);
