import Fastify from 'fastify';
import { ManualClock } from '../../server/clock';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/db/seed';
import { buildApp } from '../../server/http/app';
import { loadServerI18n } from '../../server/i18n/catalogs';
import type { BenchRow } from './rows';

// What Meridian's request pipeline (request context and translation, validation, envelope, security headers,
// rate limit) costs per call, against a bare Fastify route answering the same JSON from memory. Both go through
// inject() so the network does not blur the comparison; the Meridian route also reads the database, which is
// reported separately as the cost of a real call.

const CALLS = 3_000;

async function timeCalls(label: string, call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i += 1) await call();
  const started = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i += 1) await call();
  const perSecond = CALLS / (Number(process.hrtime.bigint() - started) / 1e9);
  console.log(`  ${label.padEnd(44)} ${perSecond.toFixed(0).padStart(7)} calls/s`);
  return perSecond;
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
    rateLimitPerMinute: 1_000_000,
  });
  await app.http.ready();

  const baseline = await timeCalls('bare Fastify, fixed JSON (baseline)', () => bare.inject({ url: '/api/health' }));
  const refused = await timeCalls('Meridian, refused input (no database)', () =>
    app.http.inject({ url: '/api/default/setting?key=nope', headers: { lang: 'fr' } }),
  );
  const full = await timeCalls('Meridian, setting read from PGlite', () =>
    app.http.inject({ url: '/api/default/setting?key=is_show_mobile&t=1', headers: { lang: 'fr' } }),
  );
  console.log(`  pipeline ratio (refused / baseline):          ${(refused / baseline).toFixed(2)}`);
  console.log(`  full call ratio (PGlite read / baseline):     ${(full / baseline).toFixed(2)}`);

  await app.http.close();
  await db.close();
  await bare.close();
  return [
    {
      measure: 'refused request vs bare Fastify',
      figure: `${(refused / baseline).toFixed(2)} of its rate (${refused.toFixed(0)} calls/s)`,
      baseline: `bare Fastify ${baseline.toFixed(0)} calls/s`,
      target: '>= 0.7',
      met: refused / baseline >= 0.7,
    },
  ];
}
