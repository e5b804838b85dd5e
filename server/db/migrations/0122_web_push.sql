-- Web push and the user's notification settings (issue 34).

-- A device that receives pushes: a browser's push subscription, made in a signed-in session and kept only while that
-- session lives (signing out, or the session ending, stops pushes to the device without a word from it). The endpoint
-- is the push service's address for the device; p256dh and auth are the keys a payload is encrypted to. `lang` is the
-- device's language when it subscribed (a push is worded in it); `origin` is where the app was, so a tap opens it.
CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  lang text NOT NULL,
  origin text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- A kind the user switched from its default (common/notify.ts): push on unless turned off, email off unless turned on.
-- The inbox records every kind whatever these say.
CREATE TABLE notification_settings (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  push boolean NOT NULL,
  email boolean NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- Quiet hours: no push between two times of the day in the user's time zone (minutes from midnight; `starts` after
-- `ends` runs over midnight); the inbox still records. `lang` is the language the user's notification emails are in
-- (that of the last settings change).
CREATE TABLE notification_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  quiet_enabled boolean NOT NULL DEFAULT false,
  quiet_starts smallint NOT NULL DEFAULT 1320 CHECK (quiet_starts BETWEEN 0 AND 1439),
  quiet_ends smallint NOT NULL DEFAULT 420 CHECK (quiet_ends BETWEEN 0 AND 1439),
  time_zone text NOT NULL DEFAULT 'UTC',
  lang text NOT NULL DEFAULT 'en'
);

-- Each push or email of an inbox entry, queued when the dispatcher claims the entry (in the claim's statement, so an
-- entry's deliveries are queued once) and sent by one node: `pending` until a node claims it, `sending` while it is
-- in flight, then `delivered` (the push service or the mailer took it), `failed`, `gone` (the push service said the
-- subscription no longer exists; it is removed) or `quiet` (inside the user's quiet hours, not sent). A delivery left
-- `sending` by a node that died is failed, never sent again: a notification twice is worse than one seen in the inbox.
CREATE TABLE notification_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('push', 'email')),
  subscription_id integer REFERENCES push_subscriptions (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sending', 'delivered', 'failed', 'gone', 'quiet')),
  attempts smallint NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  error text
);
CREATE INDEX notification_deliveries_due_idx ON notification_deliveries (due_at) WHERE status IN ('pending', 'sending');
CREATE INDEX notification_deliveries_notification_idx ON notification_deliveries (notification_id);

-- The server's VAPID key pair (RFC 8292), made on the first start unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are
-- given: one row every node reads, the private key sealed with the secrets key as second-factor secrets are.
CREATE TABLE vapid_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key_sealed bytea NOT NULL,
  created_at timestamptz NOT NULL
);
