import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../common/api/admin-wallet';
import type { Page } from '../../../common/api/page';
import type { SecurityLogEntry } from '../../../common/api/security';
import { CODE } from '../../../common/envelope';
import { OPERATOR_ROLES } from '../../../common/api/operator-roles';
import { SECURITY_EVENT } from '../../../common/security';
import { SECURITY_LOG_PAGE_SIZE, writeSecurityEvent } from '../../../server/security/security-log';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { demoTrader } from '../helpers/trading';
import { realUser } from '../helpers/wallet';

// A customer's security log in the console's customer view (issue 33): what the customer reads in the PWA, the same
// page for page, for every operator role; paged as the console's pager counts; an unknown customer not found; bad
// input refused with the field named; no customer's token reads it.

const app = appForTests();
const desk = madeBeforeTests(async () => ({ viewer: await operatorWithRole(app, 'viewer') }));

const PATH = '/admin/api/customers/security_log';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DEVICE_ID = 'b6f1c0de7a4e4c1f9d2a3b4c5d6e7f80';

async function logAsOperator(token: string, id: number, page: number): Promise<Page<SecurityLogEntry>> {
  const answer = await call<Page<SecurityLogEntry>>(app, 'GET', PATH, { id, page }, auth(token));
  expect(answer.code, answer.msg).toBe(CODE.OK);
  return answer.data;
}

describe("a customer's security log in the console", () => {
  it('shows what the customer did, from where, as the customer reads it themselves', async () => {
    const customer = await realUser(app, 'seclog.reader@example.com');
    const phone = { 'user-agent': IPHONE, 'x-device-id': DEVICE_ID };
    const signedIn = await call<{ token: string }>(
      app,
      'POST',
      '/api/user/loginForU',
      { type: 'email', account: customer.email, password: 'correct horse 1' },
      phone,
      '198.51.100.23',
    );
    expect(signedIn.code, signedIn.msg).toBe(CODE.OK);
    const changed = await call<{ secret: string }>(
      app,
      'POST',
      '/api/security/totp/setup',
      {},
      { ...auth(signedIn.data.token), ...phone },
      '198.51.100.23',
    );
    expect(changed.code, changed.msg).toBe(CODE.OK);

    const log = await logAsOperator(desk.viewer.token, customer.userId, 1);
    expect(log.total).toBe(3);
    expect(log.data.map((entry) => entry.event)).toEqual([
      SECURITY_EVENT.TOTP_SETUP_STARTED,
      SECURITY_EVENT.SIGNED_IN,
      // Registration signed the new account in.
      SECURITY_EVENT.SIGNED_IN,
    ]);
    expect(log.data[0]).toMatchObject({ user_agent: IPHONE, address: '198.51.100.23', device_id: DEVICE_ID });
    // The secret the set-up handed out is never in the log.
    expect(JSON.stringify(log)).not.toContain(changed.data.secret);
    // The very page the customer reads.
    const own = await call<Page<SecurityLogEntry>>(app, 'GET', '/api/security/log', { page: 1 }, auth(signedIn.data.token));
    expect(own.data).toEqual(log);
  });

  it('is read by every operator role, and by no customer', async () => {
    const customer = await realUser(app, 'seclog.roles@example.com');
    for (const role of OPERATOR_ROLES) {
      const operator = await operatorWithRole(app, role);
      expect((await logAsOperator(operator.token, customer.userId, 1)).total, role).toBe(1);
    }
    // The back office is an operator's: a customer's session, even for their own log, is no session there.
    const refused = await call(app, 'GET', PATH, { id: customer.userId, page: 1 }, auth(customer.token));
    expect(refused.code).toBe(CODE.NOT_LOGGED_IN);
    expect((await call(app, 'GET', PATH, { id: customer.userId, page: 1 })).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('pages 20 entries at a time, newest first, as the console’s pager counts', async () => {
    // The console's Pager counts pages of ADMIN_PAGE_SIZE: the log's pages must be that size for it to be right.
    expect(SECURITY_LOG_PAGE_SIZE).toBe(ADMIN_PAGE_SIZE);
    const customer = await realUser(app, 'seclog.pages@example.com');
    const context = { deviceId: null, userAgent: IPHONE, address: '198.51.100.24' };
    for (let index = 0; index < 24; index += 1) {
      app.clock.advance(1_000);
      await writeSecurityEvent(app.database.db, app.clock, {
        userId: customer.userId,
        event: SECURITY_EVENT.SECOND_FACTOR_FAILED,
        context,
      });
    }
    const first = await logAsOperator(desk.viewer.token, customer.userId, 1);
    const second = await logAsOperator(desk.viewer.token, customer.userId, 2);
    expect([first.total, second.total]).toEqual([25, 25]);
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(5);
    const times = [...first.data, ...second.data].map((entry) => entry.created_at);
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(second.data.at(-1)?.event).toBe(SECURITY_EVENT.SIGNED_IN);
    expect((await logAsOperator(desk.viewer.token, customer.userId, 3)).data).toEqual([]);
  });

  it('is empty for a demo account, which has no security', async () => {
    const demo = await demoTrader(app);
    expect(await logAsOperator(desk.viewer.token, demo.userId, 1)).toEqual({ data: [], total: 0 });
  });

  it('answers not found for a customer there is none of', async () => {
    const answer = await call(app, 'GET', PATH, { id: 2_000_000_000, page: 1 }, auth(desk.viewer.token));
    expect(answer.code).toBe(CODE.NOT_FOUND);
    expect(answer.msg).toBe('Not found');
  });

  it('refuses a bad id or page with the field named, never a 500', async () => {
    const customer = await realUser(app, 'seclog.input@example.com');
    // Each refusal names the field as the refusals' labels do: an id is a "Number".
    const bad: [Record<string, string | number>, string][] = [
      [{ id: customer.userId, page: 0 }, 'page'],
      [{ id: customer.userId, page: 'two' }, 'page'],
      [{ id: customer.userId, page: 1.5 }, 'page'],
      [{ id: 0, page: 1 }, 'number'],
      [{ id: 'abc', page: 1 }, 'number'],
      [{ id: '1 OR 1=1', page: 1 }, 'number'],
      [{ page: 1 }, 'number'],
    ];
    for (const [params, field] of bad) {
      const answer = await call(app, 'GET', PATH, params, auth(desk.viewer.token));
      expect(answer.code, JSON.stringify(params)).toBe(CODE.BAD_INPUT);
      expect(answer.msg.toLowerCase(), JSON.stringify(params)).toContain(field);
    }
  });
});
