-- Margin warnings (issue 34, common/notify.ts MARGIN_WARNING_STEPS): the steps that fired for a user's contract
-- account and have not re-armed yet. A row exists while its step is spent; it is deleted when the margin level rose
-- back above the step. The leader holds these in memory, loaded when it starts leading, and writes here only when a
-- step fires or re-arms, so a restart or a new leader never warns twice for the same fall.
CREATE TABLE margin_warnings (
  user_id integer NOT NULL REFERENCES users (id),
  step smallint NOT NULL CHECK (step IN (100, 75, 50)),
  fired_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, step)
);
