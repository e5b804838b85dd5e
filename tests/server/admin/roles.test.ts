import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../../common/api/endpoint';
import { noInput } from '../../../common/api/input/fields';
import { OPERATOR_ROLES, type OperatorRole } from '../../../common/api/operator-roles';
import { CODE } from '../../../common/envelope';
import { operatorSessions } from '../../../server/admin/operators';
import { registerEndpoint } from '../../../server/http/route';
import { formText, validInput, type Params } from '../helpers/api-samples';
import { contractCalls, routeKey } from '../helpers/contract-endpoints';
import { anotherSession, operatorWithRole, type RoleOperator } from '../helpers/operators';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { testApp, type TestApp } from '../helpers/test-app';
import { buildWorld, type World } from '../helpers/world';

// The back office's role table: every route under /admin/api the app registers, called by an operator of every
// role. ROLES below is the table a person wrote down and reviews; the test is generated from what the app
// registers, so a back-office route missing from the table fails, and each (route, role) pair must be refused with
// ROLE_FORBIDDEN, changing nothing, exactly when the table says the role may not call it.

const registered = vi.hoisted(() => new Set<string>());

vi.mock('fastify', async (importOriginal) =>
  (await import('../helpers/route-recorder')).recordingFastify(await importOriginal(), registered),
);

const EVERYONE: readonly OperatorRole[] = ['viewer', 'support', 'finance', 'admin'];
const SUPPORT: readonly OperatorRole[] = ['support', 'admin'];
const FINANCE: readonly OperatorRole[] = ['finance', 'admin'];
const CASEWORK: readonly OperatorRole[] = ['support', 'finance', 'admin'];
const ADMIN: readonly OperatorRole[] = ['admin'];

/** Who may call each back-office route. Reading is everyone's; acting is by trade; configuring is the admin's. */
const ROLES: Readonly<Record<string, readonly OperatorRole[]>> = {
  'GET /admin/api/me': EVERYONE,
  'POST /admin/api/logout': EVERYONE,
  'POST /admin/api/me/password': EVERYONE,
  'GET /admin/api/me/sessions': EVERYONE,
  'POST /admin/api/me/sessions/revoke': EVERYONE,

  'GET /admin/api/console/dashboard': EVERYONE,
  'GET /admin/api/console/dashboard/money': EVERYONE,
  'GET /admin/api/console/queue_counts': EVERYONE,
  'GET /admin/api/wallet/charges': EVERYONE,
  'GET /admin/api/wallet/charges/detail': EVERYONE,
  'POST /admin/api/wallet/charges/decide': FINANCE,
  'GET /admin/api/wallet/withdrawals': EVERYONE,
  'GET /admin/api/wallet/withdrawals/detail': EVERYONE,
  'POST /admin/api/wallet/withdrawals/decide': FINANCE,
  'GET /admin/api/wallet/identities': EVERYONE,
  'GET /admin/api/wallet/identities/detail': EVERYONE,
  'POST /admin/api/wallet/identities/decide': SUPPORT,
  'GET /admin/api/fund/subscriptions': EVERYONE,
  'GET /admin/api/fund/subscriptions/detail': EVERYONE,
  'POST /admin/api/fund/refunds/decide': FINANCE,

  'GET /admin/api/customers': EVERYONE,
  'GET /admin/api/customers/detail': EVERYONE,
  'GET /admin/api/customers/records': EVERYONE,
  'GET /admin/api/customers/sessions': EVERYONE,
  'GET /admin/api/customers/security_log': EVERYONE,
  // Notifications (issue 34): a customer's history and the delivery figures are reading.
  'GET /admin/api/customers/notifications': EVERYONE,
  'GET /admin/api/notify/delivery_figures': EVERYONE,
  'POST /admin/api/customers/sessions/revoke': SUPPORT,
  'POST /admin/api/customers/suspend': SUPPORT,
  'POST /admin/api/customers/unfreeze': SUPPORT,
  'GET /admin/api/customers/notes': EVERYONE,
  'POST /admin/api/customers/notes/add': CASEWORK,
  'GET /admin/api/customers/flags': EVERYONE,
  // Client protection (issue 38): reading for everyone, the customer's profile for support, the rules for admins.
  'GET /admin/api/protection/rule_sets': EVERYONE,
  'POST /admin/api/protection/rule_sets/save': ADMIN,
  'POST /admin/api/protection/rule_sets/delete': ADMIN,
  'GET /admin/api/protection/customer': EVERYONE,
  'POST /admin/api/protection/residence': SUPPORT,
  'POST /admin/api/protection/category': SUPPORT,
  'GET /admin/api/protection/risk_figures': EVERYONE,
  'POST /admin/api/protection/risk_figures/recompute': ADMIN,
  'POST /admin/api/customers/flags/save': CASEWORK,
  'GET /admin/api/wallet/adjustments': EVERYONE,
  'GET /admin/api/wallet/adjustments/detail': EVERYONE,
  'POST /admin/api/wallet/adjustments/create': FINANCE,
  'POST /admin/api/wallet/adjustments/decide': FINANCE,
  'POST /admin/api/wallet/adjustments/claim': FINANCE,
  'GET /admin/api/wallet/adjustments/export': EVERYONE,

  // Every queue: claimed by those who decide it, exported by everyone; small deposits approved several at once.
  'POST /admin/api/wallet/charges/claim': FINANCE,
  'GET /admin/api/wallet/charges/export': EVERYONE,
  'POST /admin/api/wallet/withdrawals/claim': FINANCE,
  'GET /admin/api/wallet/withdrawals/export': EVERYONE,
  'POST /admin/api/wallet/identities/claim': SUPPORT,
  'GET /admin/api/wallet/identities/export': EVERYONE,
  'POST /admin/api/fund/subscriptions/claim': FINANCE,
  'GET /admin/api/fund/subscriptions/export': EVERYONE,
  'POST /admin/api/loan/kycs/claim': SUPPORT,
  'GET /admin/api/loan/kycs/export': EVERYONE,
  'POST /admin/api/loan/loans/claim': FINANCE,
  'GET /admin/api/loan/loans/export': EVERYONE,
  'POST /admin/api/loan/repayments/claim': FINANCE,
  'GET /admin/api/loan/repayments/export': EVERYONE,
  'POST /admin/api/follow/applications/claim': SUPPORT,
  'GET /admin/api/follow/applications/export': EVERYONE,
  'POST /admin/api/wallet/charges/bulk_approve': FINANCE,

  'GET /admin/api/operators': EVERYONE,
  'GET /admin/api/audit': EVERYONE,
  'GET /admin/api/audit/export': EVERYONE,
  'GET /admin/api/wallet/decisions': EVERYONE,

  'GET /admin/api/settings': EVERYONE,
  'POST /admin/api/settings/save': ADMIN,
  'GET /admin/api/micro/options': EVERYONE,
  'POST /admin/api/micro/options/save': ADMIN,
  'GET /admin/api/instruments': EVERYONE,
  'POST /admin/api/instruments/save': ADMIN,
  // Operators' accounts are the admin's alone, reading included (who holds which role is not for every desk).
  'GET /admin/api/operators/accounts': ADMIN,
  'POST /admin/api/operators/create': ADMIN,
  'POST /admin/api/operators/update': ADMIN,
  'POST /admin/api/operators/reset_password': ADMIN,
  'POST /admin/api/operators/reset_second_factor': ADMIN,
  'GET /admin/api/wallet/collect_currencies': EVERYONE,
  'POST /admin/api/wallet/collect_currencies/save': ADMIN,
  'GET /admin/api/wallet/bank_accounts': EVERYONE,
  'POST /admin/api/wallet/bank_accounts/save': ADMIN,
  'GET /admin/api/wallet/withdraw_currencies': EVERYONE,
  'POST /admin/api/wallet/withdraw_currencies/save': ADMIN,
  'GET /admin/api/fund/funds': EVERYONE,
  'POST /admin/api/fund/funds/save': ADMIN,
  // Loans: identity checks are customer care, payouts and repayments are money, the terms are configuration.
  'GET /admin/api/loan/kycs': EVERYONE,
  'POST /admin/api/loan/kycs/decide': SUPPORT,
  'GET /admin/api/loan/loans': EVERYONE,
  'POST /admin/api/loan/loans/decide': FINANCE,
  'GET /admin/api/loan/repayments': EVERYONE,
  'POST /admin/api/loan/repayments/decide': FINANCE,
  'GET /admin/api/loan/configs': EVERYONE,
  'POST /admin/api/loan/configs/save': ADMIN,
  'GET /admin/api/loan/repayment_accounts': EVERYONE,
  'POST /admin/api/loan/repayment_accounts/save': ADMIN,
  // Copy trading: trader applications are customer care.
  'GET /admin/api/follow/applications': EVERYONE,
  'POST /admin/api/follow/applications/decide': SUPPORT,
  // Content is configuration; support conversations are customer care.
  'GET /admin/api/news/list': EVERYONE,
  'GET /admin/api/news/info': EVERYONE,
  'POST /admin/api/news/create': ADMIN,
  'POST /admin/api/news/edit': ADMIN,
  'POST /admin/api/news/publish': ADMIN,
  'POST /admin/api/news/unpublish': ADMIN,
  'GET /admin/api/company/list': EVERYONE,
  'POST /admin/api/company/save': ADMIN,
  'GET /admin/api/chat/list': EVERYONE,
  'GET /admin/api/chat/detail': EVERYONE,
  'POST /admin/api/chat/reply': SUPPORT,
  'POST /admin/api/chat/close': SUPPORT,
  // The detail views of the loan and trader-application queues: reading.
  'GET /admin/api/loan/kycs/detail': EVERYONE,
  'GET /admin/api/loan/loans/detail': EVERYONE,
  'GET /admin/api/loan/repayments/detail': EVERYONE,
  'GET /admin/api/follow/applications/detail': EVERYONE,
};

/** Signing in is before any role: it is the only back-office route without a session. */
const BEFORE_ANY_ROLE = new Set(['POST /admin/api/login', 'POST /admin/api/login_second_factor']);

let app: TestApp;
let world: World;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1_000_000 });
  world = await buildWorld(app);
});
afterAll(() => app.close());

function backOfficeRoutes(): string[] {
  const routes = [...registered].filter((route) => route.split(' ')[1]?.startsWith('/admin/api/') && !route.startsWith('HEAD '));
  return [...new Set(routes)].filter((route) => !BEFORE_ANY_ROLE.has(route)).sort();
}

async function send(key: string, params: Params, token: string): Promise<{ status: number; code: number; msg: string }> {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  const headers: Record<string, string> = { lang: 'en', authorization: token, 'idempotency-key': randomUUID() };
  const body = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, formText(value)])).toString();
  // A call that takes JSON (a rule set's lists and caps) is sent as the console sends it.
  const call = contractCalls().find((candidate) => routeKey(candidate.endpoint.method, candidate.endpoint.path) === key);
  const json = call?.endpoint.encoding === 'json' && method === 'POST';
  const response =
    method === 'GET'
      ? await app.http.inject({ method, url: body ? `${path}?${body}` : path, headers })
      : await app.http.inject({
          method,
          url: path,
          headers: { ...headers, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
          payload: json ? JSON.stringify(params) : body,
        });
  // A call that answers a file (a queue's CSV export) was let through when the file came.
  if (String(response.headers['content-disposition']).startsWith('attachment;'))
    return { status: response.statusCode, code: CODE.OK, msg: '' };
  const parsed = response.json<{ code: number; msg: string }>();
  return { status: response.statusCode, code: parsed.code, msg: parsed.msg };
}

describe('the back-office role table', () => {
  it('names every back-office route the app registers, and no route it does not', () => {
    const routes = backOfficeRoutes();
    expect(
      routes.filter((route) => !(route in ROLES)),
      'back-office routes missing from ROLES',
    ).toEqual([]);
    expect(
      Object.keys(ROLES).filter((route) => !routes.includes(route)),
      'ROLES names routes the app does not have',
    ).toEqual([]);
    // The table agrees with the declarations in common/api, which the server enforces.
    for (const call of contractCalls()) {
      const key = routeKey(call.endpoint.method, call.endpoint.path);
      if (!(key in ROLES)) continue;
      expect([...(call.endpoint.roles ?? ['admin'])].sort(), key).toEqual([...(ROLES[key] ?? [])].sort());
    }
  });

  it('lets each role call exactly its routes; every refusal is ROLE_FORBIDDEN (HTTP 403) and changes nothing', async () => {
    let pairs = 0;
    const operators = new Map<OperatorRole, RoleOperator>();
    for (const role of OPERATOR_ROLES) operators.set(role, await operatorWithRole(app, role));
    for (const route of backOfficeRoutes()) {
      for (const role of OPERATOR_ROLES) {
        // A fresh session per call: an allowed logout must not spoil the next call.
        const token = await anotherSession(app, operators.get(role)!);
        const params = validInput(route, world.alice);
        const before = await fingerprint(app.database.db);
        const answer = await send(route, params, token);
        const allowed = ROLES[route]?.includes(role) ?? false;
        const request = `${route} as ${role}`;
        expect(answer.status, request).toBeLessThan(500);
        if (allowed) {
          expect(answer.code, `${request} must be allowed: ${answer.msg}`).not.toBe(CODE.ROLE_FORBIDDEN);
        } else {
          expect(answer.code, `${request} must be refused: ${answer.msg}`).toBe(CODE.ROLE_FORBIDDEN);
          expect(answer.status, request).toBe(403);
          expect(answer.msg, request).toBe('Your role does not allow this');
          expect(changedTables(before, await fingerprint(app.database.db)), request).toEqual([]);
        }
        pairs += 1;
      }
    }
    expect(pairs).toBe(Object.keys(ROLES).length * OPERATOR_ROLES.length);
  }, 300_000);

  it('keeps an endpoint that declares no roles for admins only', async () => {
    // A route registered the way another area would add one, without a `roles` label.
    const unlabelled = endpoint<string>()({ method: 'GET', path: '/admin/api/test/unlabelled', auth: true });
    const fresh = await testApp();
    try {
      await fresh.http.register((scope, _options, done) => {
        registerEndpoint(scope, operatorSessions(fresh.database.db, fresh.clock), unlabelled, noInput, () => 'done');
        done();
      });
      for (const role of OPERATOR_ROLES) {
        const operator = await operatorWithRole(fresh, role);
        // Each role's operator, made here, is not what is being checked: only the call's answer is.
        const response = await fresh.http.inject({
          method: 'GET',
          url: '/admin/api/test/unlabelled',
          headers: { authorization: operator.token, lang: 'en' },
        });
        expect(response.json<{ code: number }>().code, role).toBe(role === 'admin' ? CODE.OK : CODE.ROLE_FORBIDDEN);
      }
    } finally {
      await fresh.close();
    }
  });
});
