import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { CustomerNote } from '../../common/api/admin-customer-care';
import type { Page } from '../../common/api/page';
import { assert } from '../assert';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { paged } from '../db/paging';
import { recordDecision } from '../decisions/decisions';
import { notFound } from '../errors';

// Operators' notes on a customer (issue 31): who wrote what and when, newest first. A note is plain text (the
// schema refuses markup and control characters; the console shows it as text) and is never edited or deleted, so
// the notes read as the case went; each is also in the audit log.

interface NoteRow {
  id: string;
  user_id: number;
  operator_email: string;
  body: string;
  created_at: Date;
}

const NOTE_SELECT = 'n.id, n.user_id, o.email AS operator_email, n.body, n.created_at';
const NOTE_FROM = 'customer_notes n JOIN operators o ON o.id = n.operator_id';

function toNote(row: NoteRow): CustomerNote {
  return { ...row, id: Number(row.id), created_at: row.created_at.getTime() };
}

async function requireCustomer(db: Queryable, userId: number): Promise<void> {
  if ((await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).length === 0) throw notFound();
}

export async function customerNotes(db: Queryable, userId: number, page: number): Promise<Page<CustomerNote>> {
  await requireCustomer(db, userId);
  return paged(
    db,
    { select: NOTE_SELECT, from: `${NOTE_FROM} WHERE n.user_id = $1`, orderBy: 'n.id DESC', params: [userId] },
    { page, size: ADMIN_PAGE_SIZE },
    toNote,
  );
}

export async function addCustomerNote(
  db: Database,
  clock: Clock,
  operatorId: number,
  note: { id: number; body: string },
): Promise<CustomerNote> {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, note.id);
    const [inserted] = await tx.query<{ id: string }>(
      'INSERT INTO customer_notes (user_id, operator_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [note.id, operatorId, note.body, new Date(clock.now())],
    );
    assert(inserted, 'note insert returned nothing');
    const [row] = await tx.query<NoteRow>(`SELECT ${NOTE_SELECT} FROM ${NOTE_FROM} WHERE n.id = $1`, [inserted.id]);
    assert(row, `note ${inserted.id} vanished`);
    const added = toNote(row);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'customer_note',
      subjectId: note.id,
      action: 'add',
      reason: '',
      before: null,
      after: { note: added.id, body: added.body },
    });
    return added;
  });
}
