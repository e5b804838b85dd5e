-- Operators' second factor (issue 33): every console account has an authenticator app, set up at its first sign-in
-- after this migration, and gives a code at every sign-in. The secret is sealed with the secrets key, as users' are.
CREATE TABLE operator_totp (
  operator_id integer PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
  secret_sealed bytea NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'enabled')),
  created_at timestamptz NOT NULL,
  enabled_at timestamptz,
  last_step bigint,
  CHECK ((state = 'enabled') = (enabled_at IS NOT NULL)),
  CHECK ((state = 'enabled') = (last_step IS NOT NULL))
);

-- A right password waiting for its code: 5 minutes, one use, dropped after 5 wrong codes. Kept as its SHA-256.
CREATE TABLE operator_sign_in_challenges (
  id_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  user_agent text NOT NULL DEFAULT '',
  address text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  wrong_codes integer NOT NULL DEFAULT 0
);
CREATE INDEX operator_sign_in_challenges_expiry_idx ON operator_sign_in_challenges (expires_at);

-- Where an operator session was opened from, listed as users' sessions are.
ALTER TABLE operator_sessions ADD COLUMN address text;

-- Sessions opened with a password alone end: every console account sets its second factor up at its next sign-in.
UPDATE operator_sessions SET revoked_at = now() WHERE revoked_at IS NULL;
