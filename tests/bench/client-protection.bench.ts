import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { createUser } from '../../server/account/users';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { loadServerI18n } from '../../server/i18n/catalogs';
import { userAccounts } from '../../server/ledger/accounts';
import { postJournal } from '../../server/ledger/ledger';
import { secretBox } from '../../server/security/secret-box';
import { completeSignIn } from '../../server/security/sign-in';
import { seed } from '../../server/seed/seed';
import { createPostgresDatabase } from '../server/helpers/test-db';
import { figuresOf, openLoop, print } from './open-loop';
import type { BenchRow } from './rows';

// What client protection (issue 38) adds to a contract submit: the existing submit benchmark's method (an open loop at
// 200 a second through the whole API, the two sides taken in turns over rounds, each side's p99 over all its rounds),
// with real customers under the rules on one side (resident in Germany: the EU/EEA set's leverage cap checked, and a
// daily, weekly and monthly loss limit each, so the tightest budget is computed and checked in the placement's
// statement) and on the other real customers the rules leave alone (a Hong Kong residence, the default set, no limits
// row). Both read where they stand in one row (which replaced the freeze check's read of the user); the statements
// each side runs per submit are counted too, to show the loss limit costs no read of its own.

const RATE_PER_SECOND = 200;
const WARM_UP_SECONDS = 2;
const ROUNDS = 6;
const ROUND_SECONDS = 2;
const TRADERS = 20;

interface Side {
  tokens: string[];
}

/** Real customers, resident in `residence`, each with 100,000.00 in the contract account and a session. */
async function customers(db: Database, clock: ManualClock, residence: string, withLimits: boolean): Promise<Side> {
  const tokens: string[] = [];
  for (let index = 0; index < TRADERS; index += 1) {
    const token = await db.transaction(async (tx) => {
      const user = await createUser(tx, clock, {
        email: `bench-${residence.toLowerCase()}-${index}-${randomUUID().slice(0, 8)}@example.com`,
        mobile: null,
        areaId: null,
        passwordHash: 'not used',
        inviterId: null,
        isDemo: false,
        deviceId: null,
        residence,
      });
      const [, , contract] = await userAccounts(tx, user.id);
      const [house] = await tx.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE user_id IS NULL ORDER BY id LIMIT 1');
      if (!contract || !house) throw new Error('accounts missing');
      // Money from the house, as an operator's adjustment brings it: how it came is not what is measured here.
      await postJournal(tx, clock, {
        cause: 'adjustment',
        userId: user.id,
        postings: [
          { accountId: contract.id, bucket: 'available', amount: '100000.00' },
          { accountId: house.id, bucket: 'available', amount: '-100000.00' },
        ],
      });
      if (withLimits) {
        const loss = { day: { amount: '50000.00' }, week: { amount: '60000.00' }, month: { amount: '70000.00' } };
        await tx.query('INSERT INTO user_limits (user_id, limits, updated_at) VALUES ($1, $2, $3)', [
          user.id,
          JSON.stringify({ loss }),
          clock.now(),
        ]);
      }
      return (await completeSignIn(tx, clock, user.id, { deviceId: null, address: '203.0.113.1', userAgent: 'bench' }, null, true)).token;
    });
    tokens.push(token);
  }
  return { tokens };
}

export async function run(): Promise<BenchRow[]> {
  const server = process.env.DATABASE_URL;
  const created = server ? await createPostgresDatabase(server, 'meridian_bench') : undefined;
  const db = created ? await openPostgres(created.url) : await openPglite();
  const engine = created ? 'PostgreSQL' : 'PGlite';
  await migrate(db);
  await seed(db);
  const clock = new ManualClock();
  // Every statement the database is asked, counted per side.
  let statements = 0;
  const counted: Database = new Proxy(db, {
    get(target, name, receiver) {
      if (name === 'query') return (...args: Parameters<Database['query']>) => ((statements += 1), target.query(...args));
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  const app = await buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db: counted,
    clock,
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    rateLimitPerMinute: 10_000_000,
  });
  await app.http.ready();
  const untouched = await customers(db, clock, 'HK', false);
  const protectedSide = await customers(db, clock, 'DE', true);
  app.market.receive([{ instrumentId: 1, seq: 1, time: clock.now(), price: '1.10000', volume: 1 }]);

  let refused = 0;
  // EUR/USD at 20x: within the EU/EEA cap for a major pair (30), so both sides place the same order.
  const submitAs = (side: Side) => async (index: number) => {
    const response = await app.http.inject({
      url: `/v2/api/forex/submit?type=${1 + (index % 2)}&cont=0.01&forex_id=1&status=1&multiple=20`,
      headers: { authorization: side.tokens[index % TRADERS] ?? '', 'idempotency-key': randomUUID(), lang: 'en' },
    });
    if (response.json<{ code: number }>().code !== 1) refused += 1;
  };
  const perSubmit = async (side: Side) => {
    const before = statements;
    await submitAs(side)(0);
    return statements - before;
  };

  await openLoop(RATE_PER_SECOND, WARM_UP_SECONDS, submitAs(untouched));
  await openLoop(RATE_PER_SECOND, WARM_UP_SECONDS, submitAs(protectedSide));
  refused = 0;
  const plainRounds: { latencies: number[]; elapsed: number }[] = [];
  const ruledRounds: { latencies: number[]; elapsed: number }[] = [];
  // Which side goes first alternates by round: what the round before left behind (its garbage, a checkpoint) falls
  // on each side alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    const plainRound = () => openLoop(RATE_PER_SECOND, ROUND_SECONDS, submitAs(untouched));
    const ruledRound = () => openLoop(RATE_PER_SECOND, ROUND_SECONDS, submitAs(protectedSide));
    if (round % 2 === 0) {
      plainRounds.push(await plainRound());
      ruledRounds.push(await ruledRound());
    } else {
      ruledRounds.push(await ruledRound());
      plainRounds.push(await plainRound());
    }
  }
  const plain = figuresOf(plainRounds, RATE_PER_SECOND);
  const ruled = figuresOf(ruledRounds, RATE_PER_SECOND);
  const plainStatements = await perSubmit(untouched);
  const ruledStatements = await perSubmit(protectedSide);

  console.log(
    `  ${RATE_PER_SECOND} submits/s offered in ${ROUNDS} rounds of ${ROUND_SECONDS} s a side, taken in turns, on ${engine}, ${TRADERS} customers a side (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  print('no rule engaged (HK, no limits)', plain);
  print('EU cap and three loss limits', ruled);
  console.log(`  statements per submit: ${plainStatements} without, ${ruledStatements} with the rules and limits`);
  if (refused > 0) console.log(`  (${refused} submits were refused: the figures are not comparable)`);
  const ratio = ruled.p99 / plain.p99;
  console.log(`  p99 ratio (with / without): ${ratio.toFixed(2)} (target <= 1.1)`);

  await app.http.close();
  await db.close();
  await created?.drop();
  return [
    {
      measure: `contract submit p99 at ${RATE_PER_SECOND}/s with the rule checks (${engine})`,
      figure: `${ratio.toFixed(2)}x (${ruled.p99.toFixed(1)} ms)`,
      baseline: `same submit, no rule engaged, p99 ${plain.p99.toFixed(1)} ms`,
      target: '<= 1.1x',
      met: refused === 0 && ratio <= 1.1,
    },
    {
      measure: 'statements per submit, loss limits set vs none',
      figure: String(ruledStatements),
      baseline: `${plainStatements} without`,
      target: 'no more',
      met: ruledStatements <= plainStatements,
    },
  ];
}
