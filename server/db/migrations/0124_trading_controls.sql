-- Trading controls (issue 35): trailing stops kept on the server, expiring pending orders, the price the user saw
-- when acting and the slippage it met, and partial closes.

-- A trailing stop: the distance (in price) the leader keeps stop_loss behind the best price since it was set; 0 none.
-- The level itself is stop_loss, stored at every move, so it survives a restart or a change of leader.
ALTER TABLE contract_orders ADD COLUMN trailing_distance numeric(24, 10) NOT NULL DEFAULT 0 CHECK (trailing_distance >= 0);
-- A pending order's expiry (milliseconds since 1970 UTC); null: good till cancelled.
ALTER TABLE contract_orders ADD COLUMN expire_at bigint;
-- The price the user saw when tapping (a market order's open, a close by hand), or the level a pending order, a
-- stop-loss or a take-profit waited for; and what the deciding tick's distance from it made or cost, USD, signed
-- (positive: in the user's favour). Null where nothing was seen (a stop-out, an order from before).
ALTER TABLE contract_orders ADD COLUMN seen_price numeric(24, 10);
ALTER TABLE contract_orders ADD COLUMN open_slippage numeric(24, 2);
ALTER TABLE contract_orders ADD COLUMN close_seen_price numeric(24, 10);
ALTER TABLE contract_orders ADD COLUMN close_slippage numeric(24, 2);

ALTER TABLE contract_orders DROP CONSTRAINT contract_orders_close_reason_check;
ALTER TABLE contract_orders ADD CONSTRAINT contract_orders_close_reason_check
  CHECK (close_reason IN ('manual', 'stop_loss', 'take_profit', 'stop_out', 'cancelled', 'demo_reset', 'expired', 'trailing_stop'));

-- The expiry sweep looks only at pending orders that expire.
CREATE INDEX contract_orders_expiry_idx ON contract_orders (expire_at) WHERE status = 0 AND expire_at IS NOT NULL;

-- Part of a position closed: the order keeps its id and its remaining lots and margin; realised_pnl of the order
-- adds up its parts. Each part with its deciding tick, the margin it released, its share of the fee paid at the
-- open, and what it realised. A copy's part follows its trader's (origin_part_id), at most once.
CREATE TABLE contract_partial_closes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES contract_orders (id),
  user_id integer NOT NULL REFERENCES users (id),
  lots numeric(24, 8) NOT NULL CHECK (lots > 0),
  price numeric(24, 10) NOT NULL,
  seq bigint NOT NULL,
  time bigint NOT NULL,
  seen_price numeric(24, 10),
  slippage numeric(24, 2),
  margin numeric(24, 2) NOT NULL CHECK (margin >= 0),
  fee numeric(24, 2) NOT NULL CHECK (fee >= 0),
  realised_pnl numeric(24, 2) NOT NULL,
  origin_part_id bigint REFERENCES contract_partial_closes (id),
  created_at bigint NOT NULL,
  UNIQUE (order_id, origin_part_id)
);
CREATE INDEX contract_partial_closes_order_idx ON contract_partial_closes (order_id, id);
