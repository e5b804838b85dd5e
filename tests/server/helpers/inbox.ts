import type { TestApp } from './test-app';

/** A user's inbox entries as stored, oldest first: what a test of an area that notifies expects of it. */
export async function inboxOf(app: TestApp, userId: number): Promise<{ kind: string; detail: unknown; link: string | null }[]> {
  return app.database.db.query('SELECT kind, detail, link FROM notifications WHERE user_id = $1 ORDER BY id', [userId]);
}
