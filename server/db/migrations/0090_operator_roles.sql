-- The back-office console: operator roles, how long an idle operator session lives, and suspended customers.

-- Operators that existed before roles ran everything, so they keep doing so; new ones are given a role.
ALTER TABLE operators ADD COLUMN role text NOT NULL DEFAULT 'admin' CHECK (role IN ('viewer', 'support', 'finance', 'admin'));

-- Each session keeps the idle limit it was opened with (OPERATOR_IDLE_MINUTES), so every resolver of operator
-- tokens applies the same limit without being handed the configuration.
ALTER TABLE operator_sessions ADD COLUMN idle_seconds integer NOT NULL DEFAULT 1800 CHECK (idle_seconds > 0);
ALTER TABLE operator_sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

-- A suspended customer can neither sign in nor act with a session opened before; restoring clears it.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;

-- The audit log filters by operator and time.
CREATE INDEX operator_decisions_operator_idx ON operator_decisions (operator_id, id);
CREATE INDEX operator_decisions_time_idx ON operator_decisions (created_at);
