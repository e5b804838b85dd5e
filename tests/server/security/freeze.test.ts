import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import type { CustomerDetail } from '../../../common/api/admin-console';
import type { CustomerSafeguards, FreezeConfirmation } from '../../../common/api/safeguards';
import type { SecurityOverview } from '../../../common/api/security';
import { CODE } from '../../../common/envelope';
import { SECURITY_EVENT } from '../../../common/security';
import { auth, call, newAddress } from '../helpers/access';
import { approvedTrader, follow } from '../helpers/follow';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { microSubmit } from '../helpers/micro';
import { operatorWithRole } from '../helpers/operators';
import { BTCUSDT, orders, tick, trade } from '../helpers/trading';
import { matured, moneyCall, operatorToken } from '../helpers/wallet';
import { fundedUser, HOUR_MS, moneyOf, newMethod, securityCall, securityOk, withdraw } from './safeguard-calls';

// Freezing an account (issue 33) on the manual clock: from the app or from a security email's link (good for 24 hours,
// no session needed, harmless to open twice), every session ends; signing in again is allowed, but withdrawals,
// transfers, new contract and option orders and new follows answer 9005 and change nothing, while open positions run
// on (a stop-loss still closes one). Only an operator with support's role unfreezes, with a note in the audit log.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }), 'the operator');

const PASSWORD = 'correct horse 1';

async function signIn(email: string): Promise<string> {
  const answer = await call<LoginResult>(
    app,
    'POST',
    '/api/user/loginForU',
    { type: 'email', account: email, password: PASSWORD },
    {},
    newAddress(),
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.token;
}

const signedIn = async (token: string) => (await call(app, 'GET', '/api/user/info', {}, auth(token))).code;

/** The freeze link in the last email to `to`. */
function freezeLinkFor(to: string): string {
  const sent = [...app.outbox].reverse().find((message) => message.to === to && message.text.includes('/freeze?token='));
  if (!sent) throw new Error(`no security email was sent to ${to}`);
  const link = /(\S+\/freeze\?token=[A-Za-z0-9_-]{43})/.exec(sent.text)?.[1];
  if (!link) throw new Error(`no freeze link in: ${sent.text}`);
  return link;
}

/** Opens a freeze link: its page (src/routes/freeze.tsx) makes this call with the link's token, without a session. */
async function open(link: string) {
  const url = new URL(link);
  expect(url.pathname).toBe('/freeze');
  return securityCall<FreezeConfirmation>(app, null, 'GET /api/security/freeze_link', Object.fromEntries(url.searchParams));
}

async function frozenEvents(userId: number): Promise<unknown[]> {
  const rows = await app.database.db.query<{ detail: unknown }>('SELECT detail FROM security_log WHERE user_id = $1 AND event = $2', [
    userId,
    SECURITY_EVENT.ACCOUNT_FROZEN,
  ]);
  return rows.map((row) => row.detail);
}

describe('freezing from the app', () => {
  it('ends every session; signed in again, money and trading calls answer 9005 and change nothing; positions run on', async () => {
    await tick(app, BTCUSDT, '67000.00');
    const user = await fundedUser(app, operator.token, 'freezer');
    const methodId = await matured(app, await newMethod(app, user.token));
    for (const to of [2, 3]) {
      const moved = await moneyCall(app, user.token, '/api/account/transfer', { balance: '200.00', currency_id: 1, from: 1, to });
      expect(moved.code, moved.msg).toBe(1);
    }
    const position = await trade<{ Id: number }>(app, user, 'submit', {
      type: 1,
      cont: '0.01',
      forex_id: BTCUSDT,
      status: 1,
      multiple: 10,
      stop_loss_price: '60000',
    });
    expect(position.code, position.msg).toBe(1);
    const trader = await approvedTrader(app, operator.token);
    const otherDevice = await signIn(user.email);

    const frozen = await securityCall(app, user.token, 'POST /api/security/freeze');
    expect(frozen.code, frozen.msg).toBe(1);
    expect(frozen.msg).toMatch(/frozen and every session has ended/);
    expect(await signedIn(user.token)).toBe(CODE.NOT_LOGGED_IN);
    expect(await signedIn(otherDevice)).toBe(CODE.NOT_LOGGED_IN);
    expect(await frozenEvents(user.userId)).toEqual([{ via: 'app' }]);
    expect(app.outbox.at(-1)).toMatchObject({ to: user.email, subject: 'Your account is frozen' });

    const again = await signIn(user.email);
    const as = { token: again, userId: user.userId };
    const overview = await securityOk<SecurityOverview>(app, again, 'GET /api/security/overview');
    expect(overview.frozen).toBe(true);
    const before = await moneyOf(app, user.userId);
    const refusals = [
      await withdraw(app, again, methodId),
      await moneyCall(app, again, '/api/account/transfer', { balance: '10.00', currency_id: 1, from: 2, to: 1 }),
      await trade(app, as, 'submit', { type: 1, cont: '0.01', forex_id: BTCUSDT, status: 1, multiple: 10 }),
      await microSubmit(app, as, { forex_id: BTCUSDT, type: 1, number: '20', seconds: 60 }),
      await follow(app, as, trader.traderId),
    ];
    for (const refusal of refusals) {
      expect(refusal.code, refusal.msg).toBe(CODE.ACCOUNT_FROZEN);
      expect(refusal.msg).toMatch(/Your account is frozen/);
    }
    expect(await moneyOf(app, user.userId)).toEqual(before);
    const [counts] = await app.database.db.query<{ orders: string; options: string; follows: string }>(
      `SELECT (SELECT count(*) FROM contract_orders WHERE user_id = $1) AS orders, (SELECT count(*) FROM micro_orders WHERE user_id = $1) AS options,
              (SELECT count(*) FROM follows WHERE follower_user_id = $1) AS follows`,
      [user.userId],
    );
    expect(counts).toEqual({ orders: '1', options: '0', follows: '0' });

    // The position stays open, and its stop-loss closes it as before.
    expect((await orders(app, as, 1)).data.map((order) => order.Id)).toEqual([position.data.Id]);
    await tick(app, BTCUSDT, '59000.00');
    const closed = (await orders(app, as, 3)).data;
    expect(closed.map((order) => [order.Id, order.CloseReason])).toEqual([[position.data.Id, 'stop_loss']]);
  });
});

describe('unfreezing', () => {
  it('is support’s, with a note recorded in the audit log; withdrawals go again', async () => {
    const user = await fundedUser(app, operator.token, 'unfreeze');
    const methodId = await matured(app, await newMethod(app, user.token));
    await securityOk(app, user.token, 'POST /api/security/freeze');
    const support = await operatorWithRole(app, 'support');
    const viewer = await operatorWithRole(app, 'viewer');

    const detail = await call<CustomerDetail>(app, 'GET', '/admin/api/customers/detail', { id: user.userId }, auth(support.token));
    expect(detail.data.safeguards).toMatchObject({ frozen_at: app.clock.now(), allow_list: false });

    const unfreeze = (token: string, note: string) =>
      call<CustomerSafeguards>(app, 'POST', '/admin/api/customers/unfreeze', { id: user.userId, note }, auth(token));
    expect((await unfreeze(viewer.token, 'checked')).code).toBe(CODE.ROLE_FORBIDDEN);
    expect((await unfreeze(support.token, '')).code).toBe(CODE.BAD_INPUT);
    const done = await unfreeze(support.token, 'Called the customer back on the number on file; ID confirmed.');
    expect(done.code, done.msg).toBe(1);
    expect(done.data.frozen_at).toBeNull();
    expect((await unfreeze(support.token, 'again')).code).toBe(CODE.ALREADY_DECIDED);

    const decisions = await app.database.db.query(
      'SELECT operator_id, subject, subject_id::int AS subject_id, action, reason, after FROM operator_decisions WHERE subject_id = $1 AND action = $2',
      [user.userId, 'unfreeze'],
    );
    expect(decisions).toEqual([
      {
        operator_id: support.id,
        subject: 'customer',
        subject_id: user.userId,
        action: 'unfreeze',
        reason: 'Called the customer back on the number on file; ID confirmed.',
        after: { frozen: false },
      },
    ]);
    const [unfrozen] = await app.database.db.query('SELECT detail FROM security_log WHERE user_id = $1 AND event = $2', [
      user.userId,
      SECURITY_EVENT.ACCOUNT_UNFROZEN,
    ]);
    expect(unfrozen).toEqual({ detail: { operator: support.id } });

    const token = await signIn(user.email);
    expect((await withdraw(app, token, methodId)).code).toBe(1);
  });
});

describe('the freeze link of a security email', () => {
  it('freezes without a session for 24 hours (23 h 59 min too), once however often it is opened', async () => {
    const user = await fundedUser(app, operator.token, 'link');
    const changed = await call(
      app,
      'POST',
      '/api/user/amend_password',
      { old_password: PASSWORD, password: 'correct horse 2', re_password: 'correct horse 2' },
      auth(user.token),
    );
    expect(changed.code, changed.msg).toBe(1);
    const link = freezeLinkFor(user.email);
    expect(link.startsWith('http://localhost:80/freeze?token=')).toBe(true);
    app.clock.advance(24 * HOUR_MS - 60_000);
    const first = await open(link);
    expect(first.code, first.msg).toBe(1);
    expect(first.data).toEqual({ frozen: true, frozen_at: app.clock.now() });
    expect(await signedIn(user.token)).toBe(CODE.NOT_LOGGED_IN);
    // A mail scanner that opened it first, the owner again: the same answer, one freeze.
    app.clock.advance(30_000);
    const second = await open(link);
    expect(second.data).toEqual(first.data);
    expect(await frozenEvents(user.userId)).toEqual([{ via: 'email_link' }]);
  });

  it('is refused from 24 hours on, and for a token never sent; nothing is frozen', async () => {
    const user = await fundedUser(app, operator.token, 'late');
    await securityOk(app, user.token, 'POST /api/security/anti_phishing', { code: 'late heron' });
    const link = freezeLinkFor(user.email);
    app.clock.advance(24 * HOUR_MS);
    const late = await open(link);
    expect(late.code).toBe(CODE.CODE_INVALID);
    expect(late.msg).toMatch(/freeze link is not valid or has expired/);
    const made = await open(`http://localhost/freeze?token=${randomUUID().replaceAll('-', '').padEnd(43, 'x')}`);
    expect(made.code).toBe(CODE.CODE_INVALID);
    expect(await signedIn(user.token)).toBe(1);
    expect(await frozenEvents(user.userId)).toEqual([]);
  });
});
