import { randomUUID, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { ManualClock } from '../../server/clock';
import { migrate } from '../../server/db/migrate';
import type { BenchRow } from './rows';
import { figuresOf, openLoop, print } from './open-loop';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { createPostgresDatabase } from '../server/helpers/test-db';
import { seed } from '../../server/seed/seed';
import { secretBox } from '../../server/security/secret-box';
import { buildApp } from '../../server/app';
import { loadServerI18n } from '../../server/i18n/catalogs';
import { userAccounts } from '../../server/ledger/accounts';
import { postJournal } from '../../server/ledger/ledger';

// Order submit on the embedded database, offered at 200 orders a second (open loop: each request starts on its
// schedule whether or not the last one finished, so queueing shows in the latency), against a bare balanced
// transfer of the same size (one journal, two postings) offered at the same rate in the same run. The submit goes
// through the whole API: session, validation, Idempotency-Key, the checks, the order row and its two journals.
// On the embedded default unless DATABASE_URL names a PostgreSQL server: then on a database of its own there,
// created for the run and dropped after.
//
// The sides take turns: after a warm-up of each (the first calls compile the code and plan the statements), each
// rate runs in rounds, a round of transfers then a round of submits, and each side's p99 is over all its rounds.
// On a machine of two cores a build or a browser elsewhere stalls this process now and then; taken in turns, such
// a spell falls on either side alike instead of on whichever ran during it. A stall the submit itself causes (its
// garbage, a checkpoint its writes start) still lands in its own rounds, every time.

/** The rate, and a quarter of it: on a machine where PGlite cannot keep up with 200 transactions a second
 * even for the bare transfer, the lower rate shows the cost of a submit without queueing in it. */
const RATES_PER_SECOND = [50, 200];
/** Then the rate again with the market feed and its flushes running on the clock, as on a live server: the
 * orders then share PGlite's one connection with the market's writes. */
const WITH_FEED_RATE = 200;
const WARM_UP_SECONDS = 2;
const ROUNDS = 6;
const ROUND_SECONDS = 2;
const TRADERS = 20;

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const server = process.env.DATABASE_URL;
  const created = server ? await createPostgresDatabase(server, 'meridian_bench') : undefined;
  const db = created ? await openPostgres(created.url) : await openPglite();
  const engine = created ? 'PostgreSQL' : 'PGlite';
  await migrate(db);
  await seed(db);
  const clock = new ManualClock();
  const app = await buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db,
    clock,
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    rateLimitPerMinute: 10_000_000,
  });
  await app.http.ready();

  const tokens: string[] = [];
  const userIds: number[] = [];
  for (let i = 0; i < TRADERS; i += 1) {
    const response = await app.http.inject({
      url: `/api/user/createAccountDemoForU?device_id=bench${randomUUID().replaceAll('-', '')}`,
    });
    const { data } = response.json<{
      data: { token: string; user: { uid: string } };
    }>();
    tokens.push(data.token);
    const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE uid = $1', [data.user.uid]);
    userIds.push(row?.id ?? 0);
  }
  app.market.receive([{ instrumentId: 1, seq: 1, time: clock.now(), price: '1.10000', volume: 1 }]);

  // The bare transfer moves what a submit's margin moves (0.01 lots at 1.1, leverage 100: 11.00) between two of a
  // trader's own accounts, and back, so balances never run out.
  const accounts = await Promise.all(userIds.map((id) => userAccounts(db, id)));
  for (const rate of RATES_PER_SECOND) await compare(rate);
  // The clock follows real time in small steps, so the feed ticks and the market flushes every second.
  app.market.start();
  let last = performance.now();
  const following = setInterval(() => {
    const now = performance.now();
    clock.advance(Math.floor(now - last));
    last = now;
  }, 20);
  await compare(WITH_FEED_RATE, ' with the market feed running');
  clearInterval(following);
  await app.market.stop();

  async function compare(rate: number, running = ''): Promise<void> {
    let refused = 0;
    const transfer = async (index: number) => {
      const [funding, , contract] = accounts[index % TRADERS] ?? [];
      if (!funding || !contract) throw new Error('accounts missing');
      const amount = index % 2 === 0 ? '11.00' : '-11.00';
      await db.transaction((tx) =>
        postJournal(tx, clock, {
          cause: 'transfer',
          userId: userIds[index % TRADERS] ?? null,
          postings: [
            {
              accountId: funding.id,
              bucket: 'available',
              amount: amount.startsWith('-') ? '11.00' : '-11.00',
            },
            { accountId: contract.id, bucket: 'available', amount },
          ],
        }),
      );
    };
    const submitOrder = async (index: number) => {
      const response = await app.http.inject({
        url: `/v2/api/forex/submit?type=${1 + (index % 2)}&cont=0.01&forex_id=1&status=1&multiple=100`,
        headers: {
          authorization: tokens[index % TRADERS] ?? '',
          'idempotency-key': randomUUID(),
          lang: 'en',
        },
      });
      if (response.json<{ code: number }>().code !== 1) refused += 1;
    };

    await openLoop(rate, WARM_UP_SECONDS, transfer);
    await openLoop(rate, WARM_UP_SECONDS, submitOrder);
    refused = 0;
    const bareRounds: { latencies: number[]; elapsed: number }[] = [];
    const submitRounds: { latencies: number[]; elapsed: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRounds.push(await openLoop(rate, ROUND_SECONDS, transfer));
      submitRounds.push(await openLoop(rate, ROUND_SECONDS, submitOrder));
    }
    const bare = figuresOf(bareRounds, rate);
    const submit = figuresOf(submitRounds, rate);

    console.log(
      `  ${rate} requests/s offered in ${ROUNDS} rounds of ${ROUND_SECONDS} s a side, taken in turns, on ${engine}, ${TRADERS} traders${running} (load average ${loadavg()[0]?.toFixed(1)})`,
    );
    print('bare balanced transfer', bare);
    print('order submit (whole API)', submit);
    if (refused > 0) console.log(`  (${refused} submits were refused: the figures are not comparable)`);
    const ratio = submit.p99 / bare.p99;
    console.log(`  p99 ratio (submit / transfer): ${ratio.toFixed(2)} (target <= 2)`);
    if (rate === WITH_FEED_RATE) {
      rows.push({
        measure: `contract submit p99 at ${rate}/s${running} (${engine})`,
        figure: `${ratio.toFixed(2)}x (${submit.p99.toFixed(1)} ms)`,
        baseline: `bare transfer p99 ${bare.p99.toFixed(1)} ms`,
        target: '<= 2x',
        // The row is the rate alone; with the feed the transfer's own p99 jumps with each flush, so that
        // ratio is printed for reading, not judged.
        met: running ? undefined : refused === 0 && ratio <= 2,
      });
    }
  }
  await app.http.close();
  await db.close();
  await created?.drop();
  return rows;
}
