-- Claims on the console's queues (issue 31): an operator claims a waiting request, or assigns it to another
-- operator whose role decides that queue, so two people do not work the same item. One holder per request: the
-- primary key makes two claims at once end with one holder. A decision by anyone else is refused until they take
-- the request over (recorded in the audit log); the claim ends with the decision.
CREATE TABLE queue_claims (
  -- The request as the audit log names it: its decision subject and id (a user's id for identity checks).
  subject text NOT NULL,
  subject_id bigint NOT NULL,
  operator_id integer NOT NULL REFERENCES operators (id),
  -- Who handed it over; null when the holder claimed it themselves.
  assigned_by integer REFERENCES operators (id),
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (subject, subject_id)
);
CREATE INDEX queue_claims_operator_idx ON queue_claims (operator_id);

-- A back-office call that moves money (a bulk approval of deposits) carries an Idempotency-Key like the app's: a
-- retry answers the first result. Operators are not users, so their keys are kept apart, per operator.
CREATE TABLE operator_idempotent_requests (
  operator_id integer NOT NULL REFERENCES operators (id),
  key text NOT NULL,
  fingerprint text NOT NULL,
  response jsonb,
  created_at bigint NOT NULL,
  PRIMARY KEY (operator_id, key)
);
