-- The inbox (issue 34): every notification a user is given, whether or not it reached an open tab or a device. The
-- row is written in the transaction of what it tells of, so the inbox never tells of a change that did not happen.
-- `detail` holds the facts (common/notify.ts NotificationDetails) that the app words in the reader's language.
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('new_device_sign_in', 'security_change')),
  detail jsonb NOT NULL DEFAULT '{}',
  link text,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  -- When a node pushed it to the user's open tabs (server/notify/inbox-dispatcher.ts); null until then. A row is
  -- claimed and stamped in one statement, so no two nodes push it.
  pushed_at timestamptz
);

-- A user's page, newest first (the ties in time: the later row first).
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
-- The bell's count: only the unread rows of a user.
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
-- What the dispatcher has yet to push, oldest first; small, as rows leave it within moments.
CREATE INDEX notifications_undelivered_idx ON notifications (id) WHERE pushed_at IS NULL;
