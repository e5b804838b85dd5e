-- Accounts and access: users, their sessions, verification codes, captchas, rate counters and operators.

CREATE TABLE area_codes (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  global_code text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  email text,
  mobile text,
  area_id integer REFERENCES area_codes (id),
  password_hash text,
  invite_code text NOT NULL UNIQUE,
  inviter_id integer REFERENCES users (id),
  is_demo boolean NOT NULL DEFAULT false,
  is_trader boolean NOT NULL DEFAULT false,
  -- The device a demo account belongs to; real users have none.
  device_id text UNIQUE,
  created_at timestamptz NOT NULL,
  CHECK (is_demo OR (email IS NOT NULL AND password_hash IS NOT NULL)),
  CHECK (NOT is_demo OR device_id IS NOT NULL)
);
-- Emails are unique whatever their case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_mobile_key ON users (area_id, mobile) WHERE mobile IS NOT NULL;

-- Tokens are random 256-bit values; only their SHA-256 is stored.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE verification_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  target text NOT NULL,
  scene text NOT NULL CHECK (scene IN ('register', 'forget')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX verification_codes_target_idx ON verification_codes (channel, target, created_at DESC);

CREATE TABLE captchas (
  key text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Fixed-window counters shared by every server node, on the injectable clock.
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  count integer NOT NULL
);

CREATE TABLE operators (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX operators_email_key ON operators (lower(email));

-- Operator sessions live apart from user sessions, so neither kind of token can open the other's doors.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);
