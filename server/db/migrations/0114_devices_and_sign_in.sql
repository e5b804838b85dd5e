-- Devices and sign-in with a second factor (issue 33). A device is the long-lived id the PWA keeps (the header
-- x-device-id), not the address: a user's sign-in from a device not seen before asks for the second factor, and
-- the user sees each session with the device and address it came from.

-- Where each session came from, as the sign-in saw it (each may be unknown: an API client sends no device id).
-- The id is for the sessions screen, which must not learn tokens or their hashes.
ALTER TABLE sessions
  ADD COLUMN id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  ADD COLUMN device_id text,
  ADD COLUMN user_agent text,
  ADD COLUMN address text;

-- The devices a user completed a sign-in from (with the second factor where one was asked).
CREATE TABLE user_devices (
  user_id integer NOT NULL REFERENCES users (id),
  device_id text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

-- A sign-in whose password was right and which waits for the second factor: good for 5 minutes, used once, and
-- dropped after MAX_ATTEMPTS wrong codes (the password is asked again). Only the challenge id's SHA-256 is kept.
CREATE TABLE sign_in_challenges (
  id_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  device_id text,
  user_agent text,
  address text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  wrong_codes integer NOT NULL DEFAULT 0
);
CREATE INDEX sign_in_challenges_user_idx ON sign_in_challenges (user_id);
