import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { listDecisions } from '../../../../server/decisions/decisions';
import { databaseBefore, type TestDatabase } from '../../helpers/test-db';

// Migration 0106 names the customer of every operator act already written: the user its record belongs to, or its
// subject when that is the customer; configuration names none. The audit log then shows and filters them like
// acts written after it. On PGlite, and on PostgreSQL 15 when TEST_DATABASE_URL is set.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('migration 0106', () => {
  it('names the customer of the acts written before it', async () => {
    database = await databaseBefore('0106');
    const db = database.db;
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (uid, email, password_hash, invite_code, created_at)
       VALUES ('100042', 'kept@example.com', 'x', 'KEPT42', now()) RETURNING id`,
    );
    const [operator] = await db.query<{ id: number }>(
      `INSERT INTO operators (email, password_hash, created_at) VALUES ('ops@example.com', 'x', now()) RETURNING id`,
    );
    const act = (subject: string, subjectId: number, before: unknown, after: unknown) =>
      db.query(
        `INSERT INTO operator_decisions (operator_id, subject, subject_id, action, reason, before, after, created_at)
         VALUES ($1, $2, $3, 'approve', '', $4, $5, now())`,
        [operator!.id, subject, subjectId, before === null ? null : JSON.stringify(before), JSON.stringify(after)],
      );
    await act(
      'charge',
      7,
      { id: 7, user_id: user!.id, number: '80.00', currency_code: 'USD', status: 0 },
      { id: 7, user_id: user!.id, number: '80.00', currency_code: 'USD', status: 1 },
    );
    await act('customer', user!.id, { suspended: false }, { suspended: true });
    await act('chat', 3, { id: 3, user_id: user!.id, status: 0 }, { message_id: 9 });
    await act('withdraw_currency', 1, { id: 1, draw_rate: '1' }, { id: 1, draw_rate: '3' });

    expect(await migrate(db)).toContain('0106_decision_customer.sql');

    const page = await listDecisions(db, { page: 1 });
    expect(page.data.map((row) => [row.subject, row.customer?.uid ?? null, row.amount])).toEqual([
      ['withdraw_currency', null, null],
      ['chat', '100042', null],
      ['customer', '100042', null],
      ['charge', '100042', { value: '80.00', currency: 'USD' }],
    ]);
    expect((await listDecisions(db, { page: 1, customer: 'kept@example.com' })).total).toBe(3);
  });
});
