import { beforeAll, describe, expect, it } from 'vitest';
import { auth, call, newAddress, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';

// Every field of every access endpoint tried with missing, empty, too long, wrong type and hostile values: each
// gets a clear refusal (not code 1, never a 500) and nothing changes.

const HOSTILE = [
  '',
  ' ',
  'x'.repeat(5000),
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '\u202Egro.elpmaxe@evil',
  'a\u200Bdmin@example.com',
  '\u0000',
  '[object Object]',
  '{"$gt":""}',
  '-1',
  '1e309',
  'NaN',
];

interface Case {
  method: 'GET' | 'POST';
  path: string;
  good: Record<string, string>;
  auth?: boolean;
}

/** Fields with a default: leaving them out is fine, a bad value is not. */
const OPTIONAL = new Set(['type']);

const CASES: Case[] = [
  { method: 'POST', path: '/api/notify/send_email', good: { email: 'fresh@example.com', scene: 'register' } },
  { method: 'POST', path: '/api/notify/send_sms', good: { mobile: '91234567', area_id: '1', scene: 'register' } },
  {
    method: 'POST',
    path: '/api/user/register',
    good: { type: 'email', account: 'fresh@example.com', password: 'correct horse 1', re_password: 'correct horse 1', sms_code: '123456' },
  },
  { method: 'POST', path: '/api/user/loginForU', good: { type: 'email', account: 'target@example.com', password: 'correct horse 1' } },
  { method: 'GET', path: '/api/user/createAccountDemoForU', good: { device_id: 'device-0123456789abcdef' } },
  {
    method: 'POST',
    path: '/api/user/forget_password',
    good: { type: 'email', account: 'target@example.com', password: 'new horse 12', re_password: 'new horse 12', code: '123456' },
  },
  {
    method: 'POST',
    path: '/api/user/amend_password',
    auth: true,
    good: { type: 'email', old_password: 'correct horse 1', password: 'new horse 12', re_password: 'new horse 12' },
  },
  { method: 'GET', path: '/api/default/setting', good: { key: 'is_show_mobile' } },
];

const app = appForTests();
let token: string;
beforeAll(async () => {
  token = (await registerUser(app, 'target@example.com', 'correct horse 1')).token;
});

async function snapshot(): Promise<string> {
  const rows = await app.database.db.query(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM journals) AS journals,
            (SELECT string_agg(password_hash, ',' ORDER BY id) FROM users) AS hashes,
            (SELECT count(*) FROM sessions WHERE revoked_at IS NULL) AS sessions`,
  );
  return JSON.stringify(rows);
}

describe.each(CASES)('$method $path', ({ method, path, good, auth: needsAuth }) => {
  const fields = Object.keys(good);
  const tries = fields.flatMap((field) => [
    ...(OPTIONAL.has(field)
      ? []
      : [{ field, label: 'missing', payload: Object.fromEntries(Object.entries(good).filter(([key]) => key !== field)) }]),
    ...HOSTILE.map((value) => ({ field, label: JSON.stringify(value.slice(0, 30)), payload: { ...good, [field]: value } })),
  ]);

  it(`refuses bad values in ${fields.join(', ')} with a message and changes nothing`, async () => {
    const before = await snapshot();
    for (const attempt of tries) {
      const answer = await call(app, method, path, attempt.payload, needsAuth ? auth(token) : {}, newAddress());
      expect(answer.code, `${attempt.field} ${attempt.label}: ${answer.msg}`).not.toBe(1);
      expect(answer.msg.length, `${attempt.field} ${attempt.label}`).toBeGreaterThan(0);
      expect(answer.msg).not.toMatch(/error|exception|sql|stack/i);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('bodies that are not what a form should be', () => {
  it.each([
    ['JSON with arrays', 'application/json', JSON.stringify({ account: ['a@b.co'], password: ['x'] })],
    ['JSON with nested objects', 'application/json', JSON.stringify({ account: { $ne: null }, password: { $ne: null } })],
    ['a JSON number', 'application/json', '42'],
    ['broken JSON', 'application/json', '{"account":'],
    ['an unknown content type', 'text/plain', 'account=a@b.co&password=x'],
  ])('refuses %s at login', async (_case, contentType, payload) => {
    const response = await app.http.inject({
      method: 'POST',
      url: '/api/user/loginForU',
      payload,
      headers: { 'content-type': contentType, lang: 'en' },
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).not.toBe(1);
  });
});
