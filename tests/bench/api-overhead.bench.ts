import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { ManualClock } from '../../server/clock';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/seed/seed';
import { secretBox } from '../../server/security/secret-box';
import { buildApp } from '../../server/app';
import { loadServerI18n } from '../../server/i18n/catalogs';
import type { BenchRow } from './rows';

// What Meridian's request pipeline (request context and translation, validation, envelope, security headers,
// rate limit) costs per call, against a bare Fastify route answering the same JSON from memory. Both go through
// inject() so the network does not blur the comparison; the Meridian route also reads the database, which is
// reported separately as the cost of a real call.

/** Calls each side makes first, so both run as a server that has been up a while does: compiled, not warming up. */
const WARM_UP_CALLS = 2_000;
/** Then the sides take turns, a round each, so a slow spell of the machine falls on all of them rather than on one;
 * each round's ratio is to the baseline's round beside it, and the median of the rounds is the figure. */
const ROUNDS = 20;
const CALLS_PER_ROUND = 300;

type Call = () => Promise<unknown>;

/** Calls a second over `count` calls made one after another. */
async function rateOf(call: Call, count: number): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i += 1) await call();
  return count / (Number(process.hrtime.bigint() - started) / 1e9);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Compared {
  /** The median of the side's rates over its rounds. */
  rate: number;
  /** The median of its rounds' ratios to the baseline's round beside each. */
  ratio: number;
}

/** Each side against the baseline, the rounds taken in turn. */
async function compareInTurn(baseline: Call, sides: Record<string, Call>): Promise<{ baseline: number; sides: Record<string, Compared> }> {
  const entries = Object.entries(sides);
  await rateOf(baseline, WARM_UP_CALLS);
  for (const [, call] of entries) await rateOf(call, WARM_UP_CALLS);
  const baseRates: number[] = [];
  const rates = new Map<string, number[]>(entries.map(([label]) => [label, []]));
  const ratios = new Map<string, number[]>(entries.map(([label]) => [label, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const baseRate = await rateOf(baseline, CALLS_PER_ROUND);
    baseRates.push(baseRate);
    for (const [label, call] of entries) {
      const rate = await rateOf(call, CALLS_PER_ROUND);
      rates.get(label)?.push(rate);
      ratios.get(label)?.push(rate / baseRate);
    }
  }
  const compared: Record<string, Compared> = {};
  for (const [label] of entries) compared[label] = { rate: median(rates.get(label) ?? []), ratio: median(ratios.get(label) ?? []) };
  return { baseline: median(baseRates), sides: compared };
}

export async function run(): Promise<BenchRow[]> {
  const bare = Fastify();
  bare.get('/api/health', () => ({ code: 1, msg: 'Success', data: { status: 'ok' } }));
  await bare.ready();

  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const app = await buildApp({
    config: { logLevel: 'silent', publicOrigin: undefined },
    db,
    clock: new ManualClock(),
    i18n: await loadServerI18n(),
    secrets: secretBox(randomBytes(32)),
    rateLimitPerMinute: 1_000_000,
  });
  await app.http.ready();

  const { baseline, sides } = await compareInTurn(() => bare.inject({ url: '/api/health' }), {
    refused: () => app.http.inject({ url: '/api/default/setting?key=nope', headers: { lang: 'fr' } }),
    full: () => app.http.inject({ url: '/api/default/setting?key=is_show_mobile&t=1', headers: { lang: 'fr' } }),
  });
  const refused = sides.refused ?? { rate: 0, ratio: 0 };
  const full = sides.full ?? { rate: 0, ratio: 0 };
  const line = (label: string, rate: number) => console.log(`  ${label.padEnd(44)} ${rate.toFixed(0).padStart(7)} calls/s (median round)`);
  line('bare Fastify, fixed JSON (baseline)', baseline);
  line('Meridian, refused input (no database)', refused.rate);
  line('Meridian, setting read from PGlite', full.rate);
  console.log(`  pipeline ratio (refused / baseline):          ${refused.ratio.toFixed(2)} (median of ${String(ROUNDS)} rounds)`);
  console.log(`  full call ratio (PGlite read / baseline):     ${full.ratio.toFixed(2)}`);

  await app.http.close();
  await db.close();
  await bare.close();
  return [
    {
      measure: 'refused request vs bare Fastify',
      figure: `${refused.ratio.toFixed(2)} of its rate (${refused.rate.toFixed(0)} calls/s)`,
      baseline: `bare Fastify ${baseline.toFixed(0)} calls/s`,
      target: '>= 0.7',
      met: refused.ratio >= 0.7,
    },
  ];
}
