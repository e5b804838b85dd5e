-- Four-eyes approval (issue 31): a payout above the operators' threshold (the setting four_eyes_above, USD) takes
-- effect only when a second operator approves it after a first one. The first approval waits here, one per
-- request; the audit log records both. The second approval is the decision itself, taken under the request's row
-- lock, so two second approvals at once pay out once.
CREATE TABLE first_approvals (
  subject text NOT NULL,
  subject_id bigint NOT NULL,
  action text NOT NULL,
  operator_id integer NOT NULL REFERENCES operators (id),
  -- What the first operator gave with it (a payout's prepared transfer reference); the second's is what is kept.
  reference text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (subject, subject_id)
);
