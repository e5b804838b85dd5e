-- Passkeys (WebAuthn, issue 33): several per user, each named and removable, usable as the second factor and to sign
-- in without a password. Verified by @simplewebauthn/server (server/security/passkeys.ts); nothing here is secret: a
-- passkey's public key, and challenges that are worthless once used or expired.

-- The user handle the authenticators keep for the account (WebAuthn's user.id): random, so it tells nothing about the
-- user, and one per user, so that an authenticator that already holds a passkey for the account replaces it rather
-- than keeping two. A discoverable sign-in answers it; it must be the passkey owner's.
CREATE TABLE passkey_user_handles (
  user_id integer PRIMARY KEY REFERENCES users (id),
  handle text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- One row per registered credential. credential_id is the credential's id in base64url, as the browser sends it back
-- (unique: a credential belongs to one account). counter is the authenticator's signature counter as last seen
-- (0 for the authenticators that do not count): an assertion must bring a larger one, or it is a replay or a clone.
CREATE TABLE passkeys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  credential_id text NOT NULL UNIQUE CHECK (char_length(credential_id) BETWEEN 1 AND 1400),
  public_key bytea NOT NULL,
  counter bigint NOT NULL CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id);

-- A ceremony's challenge: good for 5 minutes and one use, for one purpose, and for one user except a sign-in by
-- passkey, which starts without one. It keeps the relying party (id and origin) it was made for, so the answer is
-- checked against what the browser was asked. Only the challenge id's SHA-256 is kept; the challenge itself goes
-- to the browser anyway.
CREATE TABLE webauthn_challenges (
  id_hash text PRIMARY KEY,
  user_id integer REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('register', 'step_up', 'login', 'second_factor')),
  challenge text NOT NULL,
  rp_id text NOT NULL,
  origin text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at),
  CHECK ((purpose = 'login') = (user_id IS NULL))
);
CREATE INDEX webauthn_challenges_expiry_idx ON webauthn_challenges (expires_at);
