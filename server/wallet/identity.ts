import type { AdminIdentity } from '../../common/api/admin-wallet';
import { REVIEW_STATUS, type IdentityCenter, type ReviewStatus, type VerifiedIdentity } from '../../common/api/identity';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, badField } from '../errors';
import { messages } from '../i18n/messages';
import { requireOwnUpload, uploadUrl } from '../uploads/store';
import { userCheckQueue, type QueueUser } from '../review-queues/review-queue';
import { decisionNotice } from '../review-queues/decision-notices';
import { NOTIFICATION_KIND } from '../../common/notify';

// Real-name verification: one check per user, moving 0 (form) -> 1 (waiting) on submit, then 2 (verified) or back
// to 0 with a reason when an operator decides. The photos must be the user's own uploads.

interface IdentityRow {
  user_id: number;
  name: string;
  card_id: string;
  front_upload: string;
  reverse_upload: string;
  review_status: ReviewStatus;
  reason: string;
  submitted_at: Date;
}

/** Where a decided check's inbox entry opens: the real-name verification screen, with the reason when sent back. */
export const IDENTITY_LINK = '/mine/auth';

const COLUMNS = 'i.user_id, i.name, i.card_id, i.front_upload, i.reverse_upload, i.review_status, i.reason, i.submitted_at';

function toCenter(row: IdentityRow | undefined): IdentityCenter {
  if (!row) return { review_status: REVIEW_STATUS.form, name: '', card_id: '', front_pic: '', reverse_pic: '', reason: '' };
  return {
    review_status: row.review_status,
    name: row.name,
    card_id: row.card_id,
    front_pic: uploadUrl(row.front_upload),
    reverse_pic: uploadUrl(row.reverse_upload),
    reason: row.reason,
  };
}

export async function identityCenter(db: Queryable, userId: number): Promise<IdentityCenter> {
  const [row] = await db.query<IdentityRow>(`SELECT ${COLUMNS} FROM identity_checks i WHERE i.user_id = $1`, [userId]);
  return toCenter(row);
}

/** The user's identity as an operator verified it, or null while it is not verified (the loan identity takes it). */
export async function verifiedIdentity(db: Queryable, userId: number): Promise<VerifiedIdentity | null> {
  const [row] = await db.query<{ name: string; card_id: string }>(
    'SELECT name, card_id FROM identity_checks WHERE user_id = $1 AND review_status = $2',
    [userId, REVIEW_STATUS.verified],
  );
  return row ? { name: row.name, id_number: row.card_id } : null;
}

export async function submitIdentity(
  db: Database,
  clock: Clock,
  userId: number,
  request: { name: string; card_id: string; front_pic: string; reverse_pic: string },
): Promise<IdentityCenter> {
  const front = await requireOwnUpload(db, userId, 'front_pic', request.front_pic);
  const reverse = await requireOwnUpload(db, userId, 'reverse_pic', request.reverse_pic);
  if (front === reverse) throw badField('reverse_pic', 'invalid');
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ review_status: ReviewStatus }>(
      'SELECT review_status FROM identity_checks WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    if (current?.review_status === REVIEW_STATUS.waiting) throw new DomainError(CODE.IDENTITY_STATE, messages.identityWaiting);
    if (current?.review_status === REVIEW_STATUS.verified) throw new DomainError(CODE.IDENTITY_STATE, messages.identityVerified);
    // A first submit, or a new one after a rejection (which left the check at 0 with its reason).
    await tx.query(
      `INSERT INTO identity_checks (user_id, name, card_id, front_upload, reverse_upload, review_status, reason, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $7, '', $6)
       ON CONFLICT (user_id) DO UPDATE SET name = $2, card_id = $3, front_upload = $4, reverse_upload = $5,
         review_status = $7, reason = '', submitted_at = $6, reviewed_at = NULL`,
      [userId, request.name, request.card_id, front, reverse, new Date(clock.now()), REVIEW_STATUS.waiting],
    );
    return identityCenter(tx, userId);
  });
}

type AdminIdentityRow = IdentityRow & QueueUser;

function toAdminIdentity(row: AdminIdentityRow): AdminIdentity {
  return {
    user_id: row.user_id,
    uid: row.uid,
    email: row.email ?? '',
    name: row.name,
    card_id: row.card_id,
    front_pic: uploadUrl(row.front_upload),
    reverse_pic: uploadUrl(row.reverse_upload),
    review_status: row.review_status,
    reason: row.reason,
    submitted_at: row.submitted_at.getTime(),
  };
}

/**
 * The identity checks' review queue (lists, claims, exports, one check's detail and its decision). A user has one
 * check, addressed by the user's id; a rejection sends the user back to the form, with the reason they read there.
 */
export const identityQueue = userCheckQueue({
  subject: 'identity',
  table: 'identity_checks',
  alias: 'i',
  columns: COLUMNS,
  statusColumn: 'review_status',
  statuses: { pending: REVIEW_STATUS.waiting, approved: REVIEW_STATUS.verified, rejected: REVIEW_STATUS.form },
  decidedOrder: 'oldest first',
  toItem: toAdminIdentity,
  notice: (after, decision) =>
    decisionNotice(
      NOTIFICATION_KIND.IDENTITY_DECIDED,
      {
        userId: after.user_id,
        id: after.user_id,
        outcome: decision.action === 'approve' ? 'approved' : 'rejected',
        money: null,
        reason: after.reason,
      },
      IDENTITY_LINK,
    ),
});
