import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { auth, call, type Envelope } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { changedTables, fingerprint } from '../helpers/snapshot';
import type { TestApp } from '../helpers/test-app';
import { BTCUSDT, demoTrader, EURUSD, USDJPY } from '../helpers/trading';
import { operatorToken, realUser } from '../helpers/wallet';

// The watchlist calls (issue 41): a signed-in user's starred instruments, on the server so every device of theirs
// shows the same Favourites. Only the caller's own list is read or changed; a guest is sent to log in; bad input is
// refused in the caller's language and changes nothing. Runs on PostgreSQL too (TEST_DATABASE_URL), where two stars
// sent at once really race.

const app = appForTests();
const alice = madeBeforeTests(() => realUser(app, 'alice.watch@example.com'), 'alice');
const bob = madeBeforeTests(() => realUser(app, 'bob.watch@example.com'), 'bob');

/** The PWA's call: a JSON body. */
async function star(token: string | null, body: Record<string, unknown>, lang = 'en'): Promise<Envelope<number[]>> {
  const response = await app.http.inject({
    method: 'POST',
    url: '/v2/api/forex/set_watchlist',
    headers: { lang, ...(token ? auth(token) : {}) },
    payload: body,
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.json();
}

const watchlist = (token: string | null, lang = 'en') =>
  call<number[]>(app, 'GET', '/v2/api/forex/watchlist', {}, { lang, ...(token ? auth(token) : {}) });

async function rowsOf(testApp: TestApp, userId: number): Promise<number[]> {
  const rows = await testApp.database.db.query<{ instrument_id: number }>(
    'SELECT instrument_id FROM watchlist_items WHERE user_id = $1 ORDER BY instrument_id',
    [userId],
  );
  return rows.map((row) => row.instrument_id);
}

describe('the watchlist', () => {
  it('is empty at first, keeps stars oldest first, and a second star of one instrument changes nothing', async () => {
    expect(await watchlist(alice.token)).toMatchObject({ code: CODE.OK, data: [] });
    expect((await star(alice.token, { forex_id: BTCUSDT, watch: 1 })).data).toEqual([BTCUSDT]);
    app.clock.advance(1_000);
    expect((await star(alice.token, { forex_id: EURUSD, watch: 1 })).data).toEqual([BTCUSDT, EURUSD]);
    app.clock.advance(1_000);
    // Again: the first star keeps its place, and there is still one row.
    expect((await star(alice.token, { forex_id: BTCUSDT, watch: '1' })).data).toEqual([BTCUSDT, EURUSD]);
    expect((await watchlist(alice.token)).data).toEqual([BTCUSDT, EURUSD]);
    expect(await rowsOf(app, alice.userId)).toEqual([EURUSD, BTCUSDT].sort((a, b) => a - b));

    expect((await star(alice.token, { forex_id: EURUSD, watch: 0 })).data).toEqual([BTCUSDT]);
    // Taking off a star that is not there answers the list as it is.
    expect((await star(alice.token, { forex_id: EURUSD, watch: 0 })).data).toEqual([BTCUSDT]);
    expect((await watchlist(alice.token)).data).toEqual([BTCUSDT]);
  });

  it("is each user's own: one user's stars are not another's, and taking off one's own touches nobody else's", async () => {
    await star(alice.token, { forex_id: USDJPY, watch: 1 });
    const before = await watchlist(alice.token);
    expect(before.data).toContain(USDJPY);
    expect((await watchlist(bob.token)).data).toEqual([]);

    // Bob starring and unstarring the same instrument leaves Alice's list as it was.
    expect((await star(bob.token, { forex_id: USDJPY, watch: 1 })).data).toEqual([USDJPY]);
    expect((await star(bob.token, { forex_id: USDJPY, watch: 0 })).data).toEqual([]);
    expect((await watchlist(alice.token)).data).toEqual(before.data);
    expect(await rowsOf(app, bob.userId)).toEqual([]);
  });

  it('keeps a demo account its own list, as any signed-in user', async () => {
    const demo = await demoTrader(app);
    expect((await star(demo.token, { forex_id: EURUSD, watch: 1 })).data).toEqual([EURUSD]);
    expect((await watchlist(demo.token)).data).toEqual([EURUSD]);
    expect(await rowsOf(app, demo.userId)).toEqual([EURUSD]);
  });

  it('sends a guest or a garbage token to log in, changing nothing', async () => {
    const before = await fingerprint(app.database.db);
    expect((await watchlist(null)).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await star(null, { forex_id: BTCUSDT, watch: 1 })).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await star('garbage-token-0123456789abcdef', { forex_id: BTCUSDT, watch: 1 })).code).toBe(CODE.NOT_LOGGED_IN);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it('refuses bad input in the caller’s language, naming the field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ forex_id: 'abc', watch: 1 }, CODE.BAD_INPUT, 'en', 'The value of forex_id is not valid'],
      [{ forex_id: 0, watch: 1 }, CODE.BAD_INPUT, 'de', 'Der Wert im Feld forex_id ist ungültig'],
      [{ forex_id: '1.5', watch: 1 }, CODE.BAD_INPUT, 'en', 'The value of forex_id is not valid'],
      [{ forex_id: 2_147_483_648, watch: 1 }, CODE.BAD_INPUT, 'en', 'The value of forex_id is not valid'],
      [{ watch: 1 }, CODE.BAD_INPUT, 'en', 'Please fill in forex_id'],
      [{ forex_id: BTCUSDT, watch: 2 }, CODE.BAD_INPUT, 'jp', 'watch の値が正しくありません'],
      [{ forex_id: BTCUSDT }, CODE.BAD_INPUT, 'en', 'Please fill in watch'],
      [{ forex_id: BTCUSDT, watch: 'yes' }, CODE.BAD_INPUT, 'en', 'The value of watch is not valid'],
      // No such instrument, to star or to unstar.
      [{ forex_id: 999_999, watch: 1 }, CODE.NOT_FOUND, 'de', 'Dieses Instrument ist nicht verfügbar'],
      [{ forex_id: 999_999, watch: 0 }, CODE.NOT_FOUND, 'en', 'This instrument is not available'],
    ];
    const listed = (await watchlist(alice.token)).data;
    const before = await fingerprint(app.database.db);
    for (const [body, code, lang, msg] of cases) {
      const answer = await star(alice.token, body, lang);
      expect({ body, code: answer.code, msg: answer.msg }).toEqual({ body, code, msg });
    }
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
    expect((await watchlist(alice.token)).data).toEqual(listed);
  });

  it('hides an instrument an operator takes off the list, refuses starring it, and shows it again when it is back', async () => {
    const carol = await realUser(app, 'carol.watch@example.com');
    await star(carol.token, { forex_id: BTCUSDT, watch: 1 });
    app.clock.advance(1_000);
    await star(carol.token, { forex_id: EURUSD, watch: 1 });
    const operator = await operatorToken(app);
    // EUR/USD's seeded terms, listed or not.
    const terms = {
      id: EURUSD,
      halted: '0',
      multiples: '10,20,50,100,200',
      fee_rate: '0.0002',
      min_lots: '0.01',
      pip: '0.01',
      max_lots: '',
    };
    const save = async (listed: '0' | '1') => {
      const saved = await call(app, 'POST', '/admin/api/instruments/save', { ...terms, listed }, auth(operator));
      expect(saved.code, saved.msg).toBe(CODE.OK);
    };

    await save('0');
    expect((await watchlist(carol.token)).data).toEqual([BTCUSDT]);
    const refused = await star(bob.token, { forex_id: EURUSD, watch: 1 });
    expect(refused).toMatchObject({ code: CODE.NOT_FOUND, msg: 'This instrument is not available' });
    expect(await rowsOf(app, bob.userId)).toEqual([]);

    await save('1');
    expect((await watchlist(carol.token)).data).toEqual([BTCUSDT, EURUSD]);
  });

  it('keeps one row when two devices star the same instrument at the same moment', async () => {
    const dave = await realUser(app, 'dave.watch@example.com');
    const answers = await Promise.all(Array.from({ length: 6 }, () => star(dave.token, { forex_id: BTCUSDT, watch: 1 })));
    for (const answer of answers) expect(answer).toMatchObject({ code: CODE.OK, data: [BTCUSDT] });
    expect(await rowsOf(app, dave.userId)).toEqual([BTCUSDT]);
  });
});
