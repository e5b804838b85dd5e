-- The console's configuration of instruments and option expiries.

-- The largest order in lots. Null keeps the rule every instrument had before: MAX_LOTS_IN_MIN_LOTS minimum lots.
ALTER TABLE instruments ADD COLUMN max_lots numeric(20, 8) CHECK (max_lots IS NULL OR max_lots >= min_lots);
-- A trading halt: no new orders (and no pending fills) while set; positions may still be closed on a fresh price.
ALTER TABLE instruments ADD COLUMN halted boolean NOT NULL DEFAULT false;
-- A leverage choice list that is empty would leave the instrument untradeable by mistake.
ALTER TABLE instruments ADD CONSTRAINT instruments_multiples_present CHECK (cardinality(multiples) > 0);

-- An expiry an operator takes off offer without deleting it (orders placed on it keep their record).
ALTER TABLE micro_options ADD COLUMN enabled boolean NOT NULL DEFAULT true;

-- An operator an admin disabled: no sign-in, and their sessions stop resolving, until enabled again.
ALTER TABLE operators ADD COLUMN disabled_at timestamptz;
