import { describe, expect, it } from 'vitest';
import type { AdminOperatorAccount } from '../../../common/api/admin-config';
import type { OperatorDecision } from '../../../common/api/admin-wallet';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { operatorWithRole, signInOperator } from '../helpers/operators';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { onPostgres } from '../helpers/test-db';
import type { Page } from '../../../common/api/page';

// An admin manages the operators from the console: creates one with a role and an initial password, changes the
// role, disables and enables them (a disabled operator cannot sign in and their sessions end), sets a new password
// (their sessions end). The last enabled admin cannot be demoted or disabled. Every act is in the audit log, never
// a password.

const app = appForTests();

function signIn(email: string, password: string, address = '10.9.9.9') {
  return signInOperator(app, { email, password }, address);
}

async function operatorAudit(admin: string, id: number): Promise<OperatorDecision[]> {
  const page = await call<Page<OperatorDecision>>(app, 'GET', '/admin/api/audit', { subject: 'operator', page: 1 }, auth(admin));
  return page.data.data.filter((decision) => decision.subject_id === id);
}

describe('operators managed by an admin', () => {
  it('creates, changes the role of, disables, enables and resets the password of an operator, all recorded', async () => {
    const admin = await operatorWithRole(app, 'admin');
    const created = await call<AdminOperatorAccount>(
      app,
      'POST',
      '/admin/api/operators/create',
      { email: 'New.Desk@example.com', role: 'support', password: 'first password 123' },
      auth(admin.token),
    );
    expect(created.code, created.msg).toBe(1);
    expect(created.data).toMatchObject({ email: 'new.desk@example.com', role: 'support', enabled: true, last_seen_at: null });
    const id = created.data.id;
    const again = await call(
      app,
      'POST',
      '/admin/api/operators/create',
      { email: 'new.desk@EXAMPLE.com', role: 'viewer', password: 'another password 1' },
      auth(admin.token),
    );
    expect(again.code).toBe(CODE.OPERATOR_STATE);
    expect(again.msg).toBe('An operator with this email already exists');

    const first = await signIn('new.desk@example.com', 'first password 123');
    expect(first.code, first.msg).toBe(1);
    const me = await call<{ role: string }>(app, 'GET', '/admin/api/me', {}, auth(first.data.token));
    expect(me.data.role).toBe('support');

    const promoted = await call<AdminOperatorAccount>(
      app,
      'POST',
      '/admin/api/operators/update',
      { id, role: 'finance' },
      auth(admin.token),
    );
    expect(promoted.data.role).toBe('finance');
    expect((await call<{ role: string }>(app, 'GET', '/admin/api/me', {}, auth(first.data.token))).data.role).toBe('finance');

    const disabled = await call<AdminOperatorAccount>(app, 'POST', '/admin/api/operators/update', { id, enabled: '0' }, auth(admin.token));
    expect(disabled.data.enabled).toBe(false);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(first.data.token))).code).toBe(CODE.NOT_LOGGED_IN);
    // Refused like a wrong password: the form does not tell which accounts exist.
    expect((await signIn('new.desk@example.com', 'first password 123')).code).toBe(CODE.WRONG_CREDENTIALS);

    await call(app, 'POST', '/admin/api/operators/update', { id, enabled: '1' }, auth(admin.token));
    const back = await signIn('new.desk@example.com', 'first password 123');
    expect(back.code, back.msg).toBe(1);

    const reset = await call(
      app,
      'POST',
      '/admin/api/operators/reset_password',
      { id, password: 'second password 456' },
      auth(admin.token),
    );
    expect(reset.code, reset.msg).toBe(1);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(back.data.token))).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await signIn('new.desk@example.com', 'first password 123', '10.9.9.10')).code).toBe(CODE.WRONG_CREDENTIALS);
    expect((await signIn('new.desk@example.com', 'second password 456', '10.9.9.11')).code).toBe(1);

    const recorded = await operatorAudit(admin.token, id);
    expect(recorded.map((decision) => decision.action).reverse()).toEqual([
      'create',
      'enable_second_factor',
      'update',
      'disable',
      'enable',
      'reset_password',
    ]);
    // The operator set their own authenticator app up at their first sign-in; every other act was the admin's.
    const setUp = recorded.filter((decision) => decision.action === 'enable_second_factor');
    expect(setUp.map((decision) => decision.operator_id)).toEqual([id]);
    expect(recorded.filter((decision) => !setUp.includes(decision)).every((decision) => decision.operator_id === admin.id)).toBe(true);
    const text = JSON.stringify(recorded);
    expect(text).not.toContain('password 123');
    expect(text).not.toContain('argon2');
    expect(recorded.find((decision) => decision.action === 'update')).toMatchObject({
      before: { role: 'support' },
      after: { role: 'finance' },
    });

    const list = await call<AdminOperatorAccount[]>(app, 'GET', '/admin/api/operators/accounts', {}, auth(admin.token));
    expect(list.data.find((row) => row.id === id)).toMatchObject({ role: 'finance', enabled: true, second_factor: true });
    expect(list.data.find((row) => row.id === id)?.last_seen_at).not.toBeNull();
  });

  it('keeps an enabled admin: the last one cannot be demoted or disabled, and nothing changes', async () => {
    // Every other admin of this app disabled first, so this one is the last.
    const last = await operatorWithRole(app, 'admin');
    const others = await app.database.db.query<{ id: number }>("SELECT id FROM operators WHERE role = 'admin' AND id <> $1", [last.id]);
    for (const other of others) {
      const off = await call(app, 'POST', '/admin/api/operators/update', { id: other.id, enabled: '0' }, auth(last.token));
      expect(off.code, off.msg).toBe(1);
    }
    const before = await fingerprint(app.database.db);
    const demoted = await call(app, 'POST', '/admin/api/operators/update', { id: last.id, role: 'viewer' }, auth(last.token));
    expect(demoted.code).toBe(CODE.OPERATOR_STATE);
    expect(demoted.msg).toBe('At least one enabled administrator must remain');
    const disabled = await call(app, 'POST', '/admin/api/operators/update', { id: last.id, enabled: '0' }, auth(last.token));
    expect(disabled.code).toBe(CODE.OPERATOR_STATE);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it('is for admins only', async () => {
    const finance = await operatorWithRole(app, 'finance');
    const before = await fingerprint(app.database.db);
    const refused = await call(
      app,
      'POST',
      '/admin/api/operators/create',
      { email: 'sneaky@example.com', role: 'admin', password: 'sneaky password 1' },
      auth(finance.token),
    );
    expect(refused.code).toBe(CODE.ROLE_FORBIDDEN);
    expect((await call(app, 'GET', '/admin/api/operators/accounts', {}, auth(finance.token))).code).toBe(CODE.ROLE_FORBIDDEN);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });
});

describe.skipIf(!onPostgres)('two admins at once on PostgreSQL (skipped on PGlite, which runs one transaction at a time)', () => {
  const raced = appForTests();

  it('cannot disable each other into a console with no admin: one wins, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      // Only these two admins are enabled: every other admin is disabled first.
      const one = await operatorWithRole(raced, 'admin');
      const two = await operatorWithRole(raced, 'admin');
      await raced.database.db.query("UPDATE operators SET disabled_at = now() WHERE role = 'admin' AND id NOT IN ($1, $2)", [
        one.id,
        two.id,
      ]);
      const answers = await Promise.all([
        call(raced, 'POST', '/admin/api/operators/update', { id: two.id, enabled: '0' }, auth(one.token)),
        call(raced, 'POST', '/admin/api/operators/update', { id: one.id, role: 'viewer' }, auth(two.token)),
      ]);
      // The loser is refused for the rule, or (when the winner disabled it first) its session no longer opens.
      expect(
        answers.filter((answer) => answer.code === 1),
        JSON.stringify(answers),
      ).toHaveLength(1);
      const [left] = await raced.database.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM operators WHERE role = 'admin' AND disabled_at IS NULL",
      );
      expect(Number(left?.n)).toBe(1);
    }
  });
});
