-- Account safeguards (issue 33): withdrawal safeguards, freezing an account, and the anti-phishing code.

-- Frozen by the user (from the app or a security email's link): every session ended, withdrawals, transfers, new
-- orders and new follows refused until an operator unfreezes it (the decision is in the operators' audit log).
-- The anti-phishing code is the phrase the user chose, printed in every email Meridian sends them; null for none.
ALTER TABLE users
  ADD COLUMN frozen_at timestamptz,
  ADD COLUMN anti_phishing_code text CHECK (char_length(anti_phishing_code) BETWEEN 4 AND 32);

-- A payout method becomes usable for a withdrawal 24 hours after created_at (which every method already has). With
-- the allow-list on, only a method marked allow-listed may be used.
ALTER TABLE draw_methods ADD COLUMN allow_listed boolean NOT NULL DEFAULT false;

-- One row per user once a safeguard was ever set; no row reads as all off. locked_until: withdrawals locked after a
-- password, email or second-factor change (lock_reason says which, the latest); suspended_until: withdrawals
-- suspended after the allow-list mode was turned off.
CREATE TABLE withdrawal_safeguards (
  user_id integer PRIMARY KEY REFERENCES users (id),
  allow_list boolean NOT NULL DEFAULT false,
  locked_until timestamptz,
  lock_reason text CHECK (lock_reason IN ('password', 'email', 'second_factor')),
  suspended_until timestamptz,
  CHECK ((locked_until IS NULL) = (lock_reason IS NULL))
);

-- The link in every security email that freezes the account at once, good for 24 hours from the email. Only the
-- token's SHA-256 is kept. Using it twice freezes once (and answers alike).
CREATE TABLE freeze_links (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);
CREATE INDEX freeze_links_user_idx ON freeze_links (user_id, expires_at);
