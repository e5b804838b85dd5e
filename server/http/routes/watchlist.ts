import type { FastifyInstance } from 'fastify';
import * as input from '../../../common/api/input/watchlist';
import { getWatchlist, setWatchlist } from '../../../common/api/watchlist';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Market } from '../../market/market';
import { setWatched, watchlistOf } from '../../watchlist/watchlist';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';

// The watchlist calls (issue 41; common/api/watchlist.ts): thin, the area decides. Demo users keep one too: their
// account is their device's (spec: mock login uses a device-generated id).

export function registerWatchlistRoutes(app: FastifyInstance, db: Database, clock: Clock, market: Market, sessions: SessionResolver): void {
  const isListed = (instrumentId: number) => {
    const instrument = market.instrument(instrumentId);
    return instrument !== undefined && instrument.listed !== false;
  };

  registerEndpoint(app, sessions, getWatchlist, input.getWatchlist, ({ user }) => watchlistOf(db, user.id, isListed));

  registerEndpoint(app, sessions, setWatchlist, input.setWatchlist, ({ input: body, user }) =>
    setWatched(db, clock, user.id, { instrument: market.instrument(body.forex_id), watch: body.watch === 1 }, isListed),
  );
}
