-- Each user's watchlist (issue 41): the instruments they starred, kept on the server so every device of theirs shows
-- the same Favourites on home. A guest's stars stay on the guest's device (src/shared/watchlist). One row per user and
-- instrument, so starring twice keeps one row and two devices starring at once cannot make two; the list is bounded
-- by the instruments there are.

CREATE TABLE watchlist_items (
  user_id integer NOT NULL REFERENCES users (id),
  instrument_id integer NOT NULL REFERENCES instruments (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, instrument_id)
);
