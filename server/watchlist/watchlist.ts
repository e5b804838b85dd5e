import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// Each user's watchlist: the instruments they starred (table watchlist_items), for home's Favourites on every device
// of theirs. What the market lists is the market's to say; this area is told it, so the list never names an
// instrument an operator took off the list, and nothing unlisted can be starred.

/** What the watchlist needs of an instrument: that it exists, and whether customers see it. */
export interface WatchedInstrument {
  id: number;
  listed?: boolean;
}

export interface WatchChange {
  /** The instrument named, or undefined when there is no such instrument. */
  instrument: WatchedInstrument | undefined;
  watch: boolean;
}

/** The instrument ids the user starred, oldest star first, those not listed now left out. */
export async function watchlistOf(db: Queryable, userId: number, isListed: (instrumentId: number) => boolean): Promise<number[]> {
  const rows = await db.query<{ instrument_id: number }>(
    'SELECT instrument_id FROM watchlist_items WHERE user_id = $1 ORDER BY created_at, instrument_id',
    [userId],
  );
  return rows.map((row) => row.instrument_id).filter(isListed);
}

/**
 * Stars or unstars one instrument for the user and answers the list as it is then. Both are idempotent: a second
 * star keeps the first one's row (and its place), and taking off a star not there changes nothing. Only a listed
 * instrument can be starred; a star can be taken off any instrument that exists (it stays hidden while unlisted).
 */
export async function setWatched(
  db: Queryable,
  clock: Clock,
  userId: number,
  change: WatchChange,
  isListed: (instrumentId: number) => boolean,
): Promise<number[]> {
  const { instrument, watch } = change;
  if (!instrument || (watch && instrument.listed === false)) throw new DomainError(CODE.NOT_FOUND, messages.instrumentNotFound);
  if (watch) {
    await db.query(
      `INSERT INTO watchlist_items (user_id, instrument_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, instrument_id) DO NOTHING`,
      [userId, instrument.id, new Date(clock.now())],
    );
  } else {
    await db.query('DELETE FROM watchlist_items WHERE user_id = $1 AND instrument_id = $2', [userId, instrument.id]);
  }
  return watchlistOf(db, userId, isListed);
}
