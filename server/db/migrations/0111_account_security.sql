-- Account security (issue 33), its foundations: the authenticator app (TOTP), one-time recovery codes, step-up
-- tokens and the security log. Nothing here holds a secret in the clear: the TOTP secret is sealed with the secrets
-- key (server/security/secret-box.ts), recovery codes and step-up tokens are kept as their SHA-256 only.

-- One authenticator app per user. A set-up is 'pending' until a first right code turns it 'enabled'; a new set-up
-- replaces a pending one. last_step is the time step (30 s) of the last code accepted: a code of that step or an
-- earlier one is refused, so a code is never used twice.
CREATE TABLE user_totp (
  user_id integer PRIMARY KEY REFERENCES users (id),
  secret_sealed bytea NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'enabled')),
  created_at timestamptz NOT NULL,
  enabled_at timestamptz,
  last_step bigint,
  CHECK ((state = 'enabled') = (enabled_at IS NOT NULL)),
  CHECK ((state = 'enabled') = (last_step IS NOT NULL))
);

-- Ten per user at a time, each used once; a new set replaces the old one whole. A code carries about 79 random bits,
-- so its SHA-256 cannot be walked back by guessing, and a code is found by its hash alone.
CREATE TABLE recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);

-- A confirmation ("it is me") for one user and one kind of sensitive action, for 5 minutes, used once.
CREATE TABLE step_up_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (
    kind IN ('withdrawal', 'payout_method', 'password', 'email', 'second_factor', 'end_sessions', 'loosen_limit')
  ),
  factor text NOT NULL CHECK (factor IN ('totp', 'recovery_code', 'passkey')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX step_up_tokens_user_idx ON step_up_tokens (user_id, expires_at);

-- What happened to an account's security, for its owner (paged, newest first) and for operators. The events are
-- common/security.ts's SECURITY_EVENT; the table lists none, so a new event needs no migration.
CREATE TABLE security_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  event text NOT NULL,
  device_id text,
  user_agent text,
  address text,
  created_at timestamptz NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX security_log_user_idx ON security_log (user_id, created_at DESC, id DESC);
