import { randomUUID } from 'node:crypto';
import type * as core from 'zod/v4/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../common/locales';
import { formText, validInput } from '../helpers/api-samples';
import { routeKey, type ContractCall } from '../helpers/contract-endpoints';
import { fillPath } from '../helpers/file-routes';
import { assertLedgerInvariants } from '../helpers/invariants';
import { envCount, pick, seeded, type Random } from '../helpers/seeded';
import { changedTables, fingerprint, type Fingerprint } from '../helpers/snapshot';
import { testApp, type TestApp } from '../helpers/test-app';
import { operatorToken, realUser } from '../helpers/wallet';
import { buildWorld, type World } from '../helpers/world';
import { BAD_BODIES, BAD_NUMBERS, EDGE_NUMBERS, HOSTILE_TEXT, WRONG_JSON_TYPES, type BadValue, type FieldKind } from './mutations';
import { checkAnswer, type Checked } from './answers';
import { fuzzedCalls } from './fuzzed-calls';
import { isAmountField } from './schema-fields';

// Generated bad input for every call of the contract (common/api), the back office's included, and every file route
// that reads input (helpers/file-routes.ts): one valid input per call (helpers/api-samples.ts), spoiled one thing at a
// time with a seeded generator. ./coverage.test.ts checks that this covers every route the app registers. Every answer must be below
// 500, in the envelope with a translated message; a refusal must change nothing (a fingerprint of every watched
// table, balances included, before and after); a value that is no number must never be accepted where a number is.
// FUZZ_REQUESTS sets how many (CI: 2500), FUZZ_SEED the seed; a failure prints both and the request.

const SEED = envCount('FUZZ_SEED', 20261125);
const REQUESTS = envCount('FUZZ_REQUESTS', 2500);

interface Generated {
  call: ContractCall;
  mutation: string;
  /** Whether an answer of code 1 is a failure in itself (the spoiled value is one no field of its kind may take). */
  mustRefuse: boolean;
  method: 'GET' | 'POST';
  url: string;
  contentType: string | null;
  body: string | Buffer | undefined;
  lang: string;
  token: string | null;
}

let app: TestApp;
let world: World;
/** Sessions that logout calls may end, so the owner's own session lives through the run. */
let spare: { user: string; operator: string };

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1_000_000 });
  world = await buildWorld(app);
  spare = { user: (await realUser(app, 'carol@example.com')).token, operator: await operatorToken(app) };
}, 120_000);
afterAll(() => app.close());

function shapeOf(schema: core.$ZodType | null): Record<string, core.$ZodType> {
  const def = schema?._zod.def as { type: string; shape?: Record<string, core.$ZodType> } | undefined;
  return def?.type === 'object' && def.shape ? def.shape : {};
}

function required(schema: core.$ZodType | null, field: string): boolean {
  const member = shapeOf(schema)[field];
  return member !== undefined && member._zod.optin === undefined;
}

function kindOf(field: string, value: unknown): FieldKind {
  if (typeof value === 'number') return 'int';
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value)) return 'text';
  return isAmountField(field) ? 'amount' : 'decimal';
}

const SPARE_CALLS = new Set(['/api/security/freeze', '/api/limits/cool_off', '/api/limits/self_exclude']);

function tokenFor(call: ContractCall): string | null {
  const admin = call.endpoint.path.startsWith('/admin/');
  // Logging out and freezing end the caller's sessions, and a cool-off or self-exclusion stops their trading: a
  // spare's, so the owner's own session and trading live through the run.
  if (call.endpoint.path.endsWith('/logout') || SPARE_CALLS.has(call.endpoint.path)) return admin ? spare.operator : spare.user;
  if (!call.endpoint.auth) return null;
  return admin ? world.operator : world.alice.token;
}

function encode(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, typeof one === 'string' ? one : JSON.stringify(one));
  }
  return search.toString();
}

function generate(random: Random, calls: readonly ContractCall[]): Generated {
  const call = pick(random, calls);
  const key = routeKey(call.endpoint.method, call.endpoint.path);
  const sample = validInput(key, world.alice);
  const fields = [...new Set([...Object.keys(shapeOf(call.schema)), ...Object.keys(sample)])];
  const hasRequired = fields.some((field) => required(call.schema, field));
  const method = call.endpoint.method === 'GET' ? 'GET' : 'POST';
  const json = method === 'POST' && call.endpoint.encoding === 'json';
  let params: Record<string, unknown> = { ...sample };
  let mutation: string;
  let mustRefuse = false;
  let raw: { contentType: string | null; body: string | Buffer } | null = null;
  let rawQuery: string | null = null;
  const roll = random();
  if (fields.length > 0 && roll < 0.6) {
    const field = pick(random, fields);
    const kind = kindOf(field, sample[field]);
    const pool: readonly BadValue[] = json
      ? [...BAD_NUMBERS, ...EDGE_NUMBERS, ...HOSTILE_TEXT, ...WRONG_JSON_TYPES]
      : [...BAD_NUMBERS, ...EDGE_NUMBERS, ...HOSTILE_TEXT];
    const bad = pick(random, pool);
    params[field] = bad.value;
    mutation = `${field} = ${bad.name}`;
    mustRefuse = bad.refusedBy.includes(kind) && field in sample;
  } else if (fields.length > 0 && roll < 0.72) {
    const field = pick(random, fields);
    params = Object.fromEntries(Object.entries(params).filter(([name]) => name !== field));
    mutation = `${field} missing`;
    mustRefuse = required(call.schema, field);
  } else if (fields.length > 0 && roll < 0.8) {
    const field = pick(random, fields);
    params[field] = [formText(sample[field] ?? '1'), pick(random, ['2', 'abc', ''])];
    mutation = `${field} given twice`;
    // A form body keeps the last value (server/http/form-body.ts), which may be a valid one.
    mustRefuse = method === 'GET' && field in sample;
  } else if (roll < 0.86) {
    const name = pick(random, ['__proto__', 'constructor', 'user_id', 'is_demo', 'status[]', 'a'.repeat(300)]);
    params[name] = pick(random, HOSTILE_TEXT).value;
    mutation = `unknown field ${name.slice(0, 20)}`;
  } else if (method === 'POST') {
    const bad = pick(random, BAD_BODIES);
    raw = { contentType: bad.contentType, body: bad.body };
    mutation = `body: ${bad.name}`;
    mustRefuse = hasRequired;
  } else {
    rawQuery = pick(random, ['%', 'a=%zz', '%%%=%', '&&&', '=1', `x=${'%41'.repeat(3_000)}`, 'a[b][c]=1', 'page=1&page[]=2']);
    mutation = `raw query ${rawQuery.slice(0, 20)}`;
  }
  // A file route's ":name" takes its field's value (helpers/file-routes.ts); the rest is the query.
  const { path, rest } = fillPath(call.endpoint.path, rawQuery === null ? params : sample);
  const query = rawQuery ?? (method === 'GET' ? encode(rest) : '');
  const lang = pick(random, [...LOCALE_CODES, 'tw', 'xx', '']);
  return {
    call,
    mutation,
    mustRefuse,
    method,
    url: query ? `${path}?${query}` : path,
    contentType: raw ? raw.contentType : method === 'POST' ? (json ? 'application/json' : 'application/x-www-form-urlencoded') : null,
    body: raw ? raw.body : method === 'POST' ? (json ? JSON.stringify(params) : encode(params)) : undefined,
    lang,
    token: tokenFor(call),
  };
}

function describeRequest(request: Generated, index: number): string {
  const body = request.body === undefined ? '' : ` body ${String(request.body).slice(0, 160)}`;
  return `#${index} (FUZZ_SEED=${SEED}) ${request.method} ${request.url.slice(0, 200)}${body} [${request.mutation}] lang=${request.lang}`;
}

async function send(request: Generated): Promise<Checked> {
  const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
  if (request.lang) headers.lang = request.lang;
  if (request.token) headers.authorization = request.token;
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await app.http.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  return checkAnswer(
    response.statusCode,
    response.body,
    request.lang,
    response.headers['content-disposition'],
    response.headers['content-type'],
  );
}

describe(`generated bad input for every call (seed ${SEED}, ${REQUESTS} requests)`, () => {
  it(
    'never answers 5xx, always the envelope, and refusals change nothing',
    async () => {
      const calls = fuzzedCalls();
      const random = seeded(SEED);
      const failures = new Map<string, string>();
      const tally = { refused: 0, accepted: 0 };
      let reference: Fingerprint = await fingerprint(app.database.db);
      const started = Date.now();
      for (let index = 0; index < REQUESTS; index += 1) {
        const request = generate(random, calls);
        const checked = await send(request);
        const where = `${routeKey(request.call.endpoint.method, request.call.endpoint.path)} [${request.mutation}]`;
        const fail = (problem: string) => {
          if (!failures.has(`${where} ${problem}`))
            failures.set(`${where} ${problem}`, `${problem}: ${describeRequest(request, index)} -> ${checked.summary}`);
        };
        for (const problem of checked.problems) fail(problem);
        const after = await fingerprint(app.database.db);
        if (checked.code === 1) {
          tally.accepted += 1;
          if (request.mustRefuse) fail('accepted a value it must refuse');
          reference = after;
          continue;
        }
        tally.refused += 1;
        const changed = changedTables(reference, after);
        if (changed.length > 0) fail(`a refusal changed ${changed.join(', ')}`);
        reference = after;
      }
      console.info(
        `bad-input fuzz: ${REQUESTS} requests over ${calls.length} calls, ${tally.refused} refused, ${tally.accepted} accepted, ` +
          `${Math.round((Date.now() - started) / 1000)} s, ${failures.size} distinct failures (seed ${SEED})`,
      );
      await assertLedgerInvariants(app.database.db, `after the fuzz run, seed ${SEED}`);
      expect([...failures.values()]).toEqual([]);
      expect(tally.refused).toBeGreaterThan(REQUESTS / 2);
    },
    Math.max(600_000, REQUESTS * 100),
  );
});
