-- Price alerts (issue 34): a user's request to be told when an instrument's price reaches a level (above, below) or
-- moves by a percentage within a window of minutes. The leader evaluates them from the feed (server/alert/) and
-- records each firing in the inbox in the same transaction that stamps the alert here.
CREATE TABLE price_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  instrument_id integer NOT NULL REFERENCES instruments (id),
  condition text NOT NULL CHECK (condition IN ('above', 'below', 'move')),
  level numeric,
  percent numeric,
  window_minutes integer,
  repeat boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  -- False while a repeating alert that fired waits for the price to go back across its level (or the move to clear).
  armed boolean NOT NULL DEFAULT true,
  -- Raised by every change (the user's, a firing, a re-arming): the leader's write names the version it decided on,
  -- so a decision made on terms since changed, or made twice across a change of leader, writes nothing.
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  fired_at timestamptz,
  fired_price numeric,
  fired_seq bigint,
  CHECK ((condition = 'move') = (level IS NULL)),
  CHECK ((condition = 'move') = (percent IS NOT NULL AND window_minutes IS NOT NULL))
);

-- A user's list, and the count of their active alerts against the limit.
CREATE INDEX price_alerts_user_idx ON price_alerts (user_id, id);
-- What the leader loads into its index: only the active alerts.
CREATE INDEX price_alerts_active_idx ON price_alerts (instrument_id) WHERE active;
