import { describe, expect, it } from 'vitest';
import type { FollowedTrader, RankItem, Trader, TraderDetail } from '../../../common/api/follow';
import type { Page } from '../../../common/api/page';
import { isOpen } from '../../../server/market/hours';
import { loadServerI18n, type ServerI18n } from '../../../server/i18n/catalogs';
import { SIMULATED_PROFILES } from '../../../server/copy-trading/simulated/profiles';
import { simulatedTradersJob } from '../../../server/copy-trading/simulated/runner';
import { auth, call } from '../helpers/access';
import { demoFollower, mustFollow } from '../helpers/follow';
import { assertLedgerInvariants } from '../helpers/invariants';
import { appForTests } from '../helpers/lifecycle';

// The seeded traders (issue 14): on a fresh start with SIMULATED_TRADERS on they are there, marked simulated, and
// ranked at once, on a history whose every price is the one the seeded path had at that moment.

const app = appForTests({ simulatedTraders: true });

describe('simulated traders on a fresh start', () => {
  it('are listed, marked simulated, and ranked at once', async () => {
    const list = await call<{ data: Trader[]; total: number }>(app, 'GET', '/api/follow/trader_list', { page: 1 });
    expect(list.code, list.msg).toBe(1);
    expect(list.data.total).toBe(SIMULATED_PROFILES.length);
    for (const trader of list.data.data) {
      expect(trader.is_simulated).toBe(true);
      expect(trader.bio).toMatch(/^Simulated trader, not a person/);
    }
    const rank = await call<{ data: RankItem[]; total: number }>(app, 'GET', '/api/follow/rank', { page: 1 });
    expect(rank.data.total).toBe(SIMULATED_PROFILES.length);
    expect(rank.data.data.map((item) => item.rank)).toEqual([1, 2, 3]);
    const rates = rank.data.data.map((item) => Number(item.three_week_rate));
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    for (const item of rank.data.data) expect(item.total_trade_num).toBeGreaterThanOrEqual(10);
  });

  it('have a history at the prices the seeded path had at those moments, journaled like live orders', async () => {
    const rows = await app.database.db.query<{
      instrument_id: number;
      open_price: string;
      close_price: string;
      open_time: string;
      close_time: string;
    }>(
      `SELECT o.instrument_id, o.open_price, o.close_price, o.open_time, o.close_time FROM contract_orders o
       JOIN traders t ON t.user_id = o.user_id WHERE t.strategy IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      const instrument = app.market.instrument(row.instrument_id)!;
      const path = app.market.pathOf(instrument.id)!;
      for (const [price, time] of [
        [row.open_price, row.open_time],
        [row.close_price, row.close_time],
      ] as const) {
        expect(isOpen(instrument.session, Number(time))).toBe(true);
        expect(Number(price).toFixed(instrument.precision)).toBe(path.priceAt(Number(time)).toFixed(instrument.precision));
        expect(Number(time)).toBeLessThanOrEqual(app.clock.now());
      }
    }
    await assertLedgerInvariants(app.database.db);
  });

  it('show recent closed orders and an equity series in the detail', async () => {
    const list = await call<{ data: Trader[] }>(app, 'GET', '/api/follow/trader_list', { page: 1 });
    const detail = await call<TraderDetail>(app, 'GET', '/api/follow/trader_detail', { id: list.data.data[0]!.id });
    expect(detail.code, detail.msg).toBe(1);
    expect(detail.data.recent_orders.length).toBeGreaterThan(0);
    expect(detail.data.equity).toHaveLength(22);
    expect(detail.data.ranked).toBe(true);
  });

  it('trade live through the engine by their rule', async () => {
    const job = simulatedTradersJob(app.contracts, app.market, app.http.log);
    // Prices for every instrument now, from the path, as the feed would tick them.
    for (const profile of SIMULATED_PROFILES) {
      const instrument = app.market.instruments.find((candidate) => candidate.code === profile.instrumentCode)!;
      const price = app.market.pathOf(instrument.id)!.priceAt(app.clock.now()).toFixed(instrument.precision);
      app.market.receive([{ instrumentId: instrument.id, seq: 1, time: app.clock.now(), price, volume: 1 }]);
    }
    const before = await app.database.db.query('SELECT id FROM contract_orders');
    await job.run(app.database.db, app.clock, () => Promise.resolve());
    await app.contracts.settled();
    const live = await app.database.db.query<{ open_seq: string | null; open_price: string }>(
      'SELECT open_seq, open_price FROM contract_orders WHERE id <> ALL($1::bigint[])',
      [before.map((row) => (row as { id: string }).id)],
    );
    // Each trader either opened at the tick (a deciding tick recorded) or had nothing to do this hour.
    for (const order of live) expect(order.open_seq).toBe('1');
    await assertLedgerInvariants(app.database.db);
  });
});

describe('with SIMULATED_TRADERS off', () => {
  const plain = appForTests();
  it('seeds nobody', async () => {
    const list = await call<{ total: number }>(plain, 'GET', '/api/follow/trader_list', { page: 1 });
    expect(list.data.total).toBe(0);
  });
});

// Issue 41, defect 8: the seeded traders' bios and the "(simulated)" after their names were English in every
// language. They are written in the request's language: here every German text is marked with its message id, so
// the test sees which message each field went through (the catalogs' own German is the translators').
describe('simulated traders in the reader language', () => {
  const marked = appForTests(async () => {
    const real = await loadServerI18n();
    const i18n: ServerI18n = {
      translator: (lang) => {
        const translate = real.translator(lang);
        return lang === 'de' ? (descriptor, values) => `<${descriptor.id}> ${translate(descriptor, values)}` : translate;
      },
    };
    return { simulatedTraders: true, i18n };
  });
  const german = { lang: 'de' };
  // The name stays a name; what follows it, and the bio, are the German catalog's (English until it has them).
  const NAME = /^<server\.follow\.simulated_name> (Trend Rider|Range Keeper|Breakout Hunter) \(.+\)$/;
  const BIO = /^<server\.follow\.simulated_bio\.(trend|reversion|breakout)> .+/;

  it('writes their names and bios in the language asked for, on every screen that shows them', async () => {
    const list = await call<Page<Trader>>(marked, 'GET', '/api/follow/trader_list', { page: 1 }, german);
    expect(list.data.data).toHaveLength(SIMULATED_PROFILES.length);
    for (const trader of list.data.data) {
      expect(trader.nickname).toMatch(NAME);
      expect(trader.bio).toMatch(BIO);
    }
    // The rule's figures are written the language's way: 1.2 standard deviations is "1,2" in German.
    const range = list.data.data.find((trader) => trader.nickname.includes('Range Keeper'));
    expect(range?.bio).toContain('1,2');
    expect(range?.bio).not.toContain('1.2');
    expect(range?.bio).toContain('EUR/USD');

    const detail = await call<TraderDetail>(marked, 'GET', '/api/follow/trader_detail', { id: range!.id }, german);
    expect(detail.data.nickname).toMatch(NAME);
    expect(detail.data.bio).toMatch(BIO);
    const rank = await call<Page<RankItem>>(marked, 'GET', '/api/follow/rank', { page: 1 }, german);
    for (const item of rank.data.data) expect(item.user.nickname).toMatch(NAME);

    const follower = await demoFollower(marked);
    await mustFollow(marked, follower, range!.id, 1, '1000');
    const followed = await call<Page<FollowedTrader>>(
      marked,
      'GET',
      '/api/follow/followed_trader',
      { page: 1 },
      { ...auth(follower.token), ...german },
    );
    expect(followed.data.data[0]?.trader.nickname).toMatch(NAME);
  });

  it('answers English in English, with the stored English kept for the back office', async () => {
    const list = await call<Page<Trader>>(marked, 'GET', '/api/follow/trader_list', { page: 1 });
    expect(list.data.data.map((trader) => trader.nickname).sort()).toEqual([
      'Breakout Hunter (simulated)',
      'Range Keeper (simulated)',
      'Trend Rider (simulated)',
    ]);
    const range = list.data.data.find((trader) => trader.nickname === 'Range Keeper (simulated)');
    expect(range?.bio).toBe(
      'Simulated trader, not a person: trades mean reversion on EUR/USD, fading moves of more than 1.2 standard deviations from the 24-hour mean.',
    );
    const stored = await marked.database.db.query<{ nickname: string; bio: string }>(
      "SELECT nickname, bio FROM traders WHERE strategy = 'sim_reversion'",
    );
    expect(stored).toEqual([{ nickname: 'Range Keeper (simulated)', bio: range!.bio }]);
  });
});
