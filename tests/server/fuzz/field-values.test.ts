import { randomUUID } from 'node:crypto';
import type { MessageDescriptor } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { fieldLabel } from '../../../common/field-labels';
import { LOCALE_CODES } from '../../../common/locales';
import { loadServerI18n, type ServerI18n } from '../../../server/i18n/catalogs';
import { messages } from '../../../server/i18n/messages';
import { validInput } from '../helpers/api-samples';
import { routeKey, type ContractCall } from '../helpers/contract-endpoints';
import { fillPath } from '../helpers/file-routes';
import { approvedTrader, mustFollow } from '../helpers/follow';
import { assertLedgerInvariants } from '../helpers/invariants';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { testApp, type TestApp } from '../helpers/test-app';
import { operatorToken, realUser } from '../helpers/wallet';
import { buildWorld, type World } from '../helpers/world';
import { checkAnswer } from './answers';
import { fuzzedCalls } from './fuzzed-calls';
import { CONTROL_CHARACTERS, MALFORMED_AMOUNTS } from './mutations';
import { isAmountField, schemaFields } from './schema-fields';

// Not left to chance, as in the generated suite: every text field of every fuzzed call is sent its valid sample with
// the field holding control characters (NUL, ESC, DEL, C1), and every amount field each malformed amount (an exponent,
// too many places, a comma, a leading plus, huge). Each must be refused with the field's own message, translated
// into the request's language, and change nothing.

const TEXT_RULES = new Set(['text', 'lines', 'closed']);

/** The messages a refusal of one field may carry: the field refusals of server/errors.ts, and the wallet's amount
 * checks (server/wallet/amount.ts) for an amount the schema leaves to them. */
const FIELD_MESSAGES: readonly MessageDescriptor[] = [
  messages.fieldInvalid,
  messages.fieldNotADay,
  messages.fieldNotALanguage,
  messages.fieldNotAYear,
  messages.fieldNotADigest,
];
const AMOUNT_MESSAGES: readonly MessageDescriptor[] = [messages.amountTooManyDecimals, messages.amountTooLarge];
/** Calls whose amount the service checks with refusals of its own code (the copy ratio's maximum amount, whose
 * "above what you can follow with" names the caller's limit): the code is the amount's, the message translated. */
const AMOUNT_CODES: readonly number[] = [CODE.FOLLOW_AMOUNT];

let app: TestApp;
let world: World;
let i18n: ServerI18n;
let spare: { user: string; operator: string };
/** Samples that must reach the amount's own check: a trader that can be followed. */
let overrides: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1_000_000 });
  world = await buildWorld(app);
  i18n = await loadServerI18n();
  spare = { user: (await realUser(app, 'dora@example.com')).token, operator: await operatorToken(app) };
  const trader = await approvedTrader(app, world.operator);
  // update_follow changes a follow the caller has: alice follows this trader, so its amounts reach their checks.
  await mustFollow(app, world.alice, trader.traderId, 1, '500');
  overrides = {
    'POST /api/follow/follow_trader': { trader_id: trader.traderId },
    'POST /api/follow/update_follow': { trader_id: trader.traderId },
  };
}, 120_000);
afterAll(() => app.close());

function tokenFor(call: ContractCall): string | null {
  const admin = call.endpoint.path.startsWith('/admin/');
  if (call.endpoint.path.endsWith('/logout')) return admin ? spare.operator : spare.user;
  if (!call.endpoint.auth) return null;
  return admin ? world.operator : world.alice.token;
}

/** The top-level fields of a call: its text fields, and its amounts. */
function fieldsOf(call: ContractCall): { text: string[]; amounts: string[] } {
  const fields = call.schema ? schemaFields(call.schema).filter((field) => field.path !== '' && !field.path.includes('.')) : [];
  const text = new Set(fields.filter((field) => field.rule !== null && TEXT_RULES.has(field.rule)).map((field) => field.path));
  const amounts = new Set(fields.filter((field) => isAmountField(field.path)).map((field) => field.path));
  return { text: [...text].filter((name) => !amounts.has(name)), amounts: [...amounts] };
}

async function send(call: ContractCall, params: Record<string, unknown>, lang: string) {
  const method = call.endpoint.method === 'GET' ? 'GET' : 'POST';
  const json = method === 'POST' && call.endpoint.encoding === 'json';
  const { path, rest } = fillPath(call.endpoint.path, params);
  const encoded = new URLSearchParams(Object.entries(rest).map(([name, value]) => [name, String(value)])).toString();
  const headers: Record<string, string> = { lang, 'idempotency-key': randomUUID() };
  const token = tokenFor(call);
  if (token) headers.authorization = token;
  if (method === 'POST') headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
  const response = await app.http.inject({
    method,
    url: method === 'GET' && encoded ? `${path}?${encoded}` : path,
    headers,
    ...(method === 'POST' ? { payload: json ? JSON.stringify(rest) : encoded } : {}),
  });
  const checked = checkAnswer(
    response.statusCode,
    response.body,
    lang,
    response.headers['content-disposition'],
    response.headers['content-type'],
  );
  return { ...checked, msg: messageOf(response.body) };
}

/** The envelope's msg; '' for a file or anything that is no envelope. */
function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { msg?: unknown } | null;
    return typeof parsed?.msg === 'string' ? parsed.msg : '';
  } catch {
    return '';
  }
}

/** The field's name as a refusal writes it: the console's label on its calls, the wire name on the app's. */
function fieldName(call: ContractCall, field: string, lang: string): string {
  const label = call.endpoint.path.startsWith('/admin/') ? fieldLabel(field) : undefined;
  return label ? i18n.translator(lang)(label) : field;
}

describe('control characters in every text field, malformed amounts in every amount field', () => {
  it('are refused with the field’s translated message and change nothing', async () => {
    const failures: string[] = [];
    const tally = { fields: 0, amounts: 0, requests: 0 };
    let turn = 0;
    for (const call of fuzzedCalls()) {
      const key = routeKey(call.endpoint.method, call.endpoint.path);
      const sample = { ...validInput(key, world.alice), ...overrides[key] };
      const { text, amounts } = fieldsOf(call);
      const cases = [
        ...text.flatMap((field) => CONTROL_CHARACTERS.map((bad) => ({ field, name: bad.name, value: `ab${bad.value}cd`, amount: false }))),
        ...amounts.flatMap((field) => MALFORMED_AMOUNTS.map((bad) => ({ field, name: bad.name, value: bad.value, amount: true }))),
      ];
      if (cases.length === 0) continue;
      tally.fields += text.length;
      tally.amounts += amounts.length;
      const before = await fingerprint(app.database.db);
      for (const each of cases) {
        const lang = LOCALE_CODES[turn % LOCALE_CODES.length] ?? 'en';
        turn += 1;
        tally.requests += 1;
        const answer = await send(call, { ...sample, [each.field]: each.value }, lang);
        const where = `${key} ${each.field} = ${each.name} (lang ${lang}): ${answer.summary}`;
        for (const problem of answer.problems) failures.push(`${where}: ${problem}`);
        if (each.amount && answer.code !== null && AMOUNT_CODES.includes(answer.code)) continue;
        if (answer.code !== CODE.BAD_INPUT) {
          failures.push(`${where}: not refused as bad input`);
          continue;
        }
        const translate = i18n.translator(lang);
        const named = fieldName(call, each.field, lang);
        const expected = [
          ...FIELD_MESSAGES.map((message) => translate(message, { field: named })),
          ...(each.amount ? AMOUNT_MESSAGES.map((message) => translate(message, { field: named })) : []),
        ];
        if (!expected.includes(answer.msg)) failures.push(`${where}: not the field's message (${expected[0] ?? ''})`);
      }
      const changed = changedTables(before, await fingerprint(app.database.db));
      if (changed.length > 0) failures.push(`${key}: its refusals changed ${changed.join(', ')}`);
    }
    console.info(
      `field values: ${tally.fields} text fields, ${tally.amounts} amount fields, ${tally.requests} requests, ${failures.length} failures`,
    );
    await assertLedgerInvariants(app.database.db, 'after control characters and malformed amounts');
    expect(failures).toEqual([]);
    expect(tally.fields).toBeGreaterThan(100);
    expect(tally.amounts).toBeGreaterThan(15);
  }, 600_000);
});
