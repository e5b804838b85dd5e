import type { AdminTraderApplication, TraderApplication } from '../../common/api/follow';
import { CODE } from '../../common/envelope';
import { TRADER_APPLICATION_STATUS, type TraderApplicationStatus } from '../../common/follow';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../account/users';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { requireOwnUpload, uploadUrl } from '../uploads/store';
import { reviewCalls, type ReviewQueue } from '../review-queues/review-queue';
import { decisionNotice } from '../review-queues/decision-notices';
import { NOTIFICATION_KIND } from '../../common/notify';
import { assert } from '../assert';

// Becoming a trader (spec sections 5 and 6, issue 14): a real user ticks the agreement, gives a nickname, a short
// bio and an avatar they uploaded, and an operator approves or rejects with a reason, recorded with who, when,
// before and after like the wallet's decisions. Approval makes the user a trader (is_trader, a traders row); a
// rejected user may apply again. Demo users cannot apply.

interface ApplicationRow {
  id: string;
  user_id: number;
  status: TraderApplicationStatus;
  nickname: string;
  bio: string;
  avatar: string;
  reason: string;
  created_at: string;
  decided_at: string | null;
  uid: string;
  email: string | null;
  decided_by: string | null;
}

function toApplication(row: ApplicationRow): AdminTraderApplication {
  return {
    id: Number(row.id),
    status: row.status,
    nickname: row.nickname,
    bio: row.bio,
    avatar: uploadUrl(row.avatar),
    reason: row.reason,
    created_at: Number(row.created_at),
    decided_at: Number(row.decided_at ?? 0),
    user_id: row.user_id,
    uid: row.uid,
    email: row.email,
    decided_by: row.decided_by,
  };
}

function forUser(application: AdminTraderApplication): TraderApplication {
  const { id, status, nickname, bio, avatar, reason, created_at, decided_at } = application;
  return { id, status, nickname, bio, avatar, reason, created_at, decided_at };
}

const SELECT = `a.id, a.user_id, a.status, a.nickname, a.bio, a.avatar, a.reason, a.created_at, a.decided_at, u.uid, u.email,
  (SELECT o.email FROM operator_decisions d JOIN operators o ON o.id = d.operator_id
   WHERE d.subject = 'trader_application' AND d.subject_id = a.id ORDER BY d.id DESC LIMIT 1) AS decided_by`;
const FROM = 'trader_applications a JOIN users u ON u.id = a.user_id';

export interface ApplyRequest {
  nickname: string;
  bio: string;
  avatar: string;
}

export async function applyTrader(
  db: Database,
  clock: Clock,
  user: { id: number; isDemo: boolean },
  request: ApplyRequest,
): Promise<TraderApplication> {
  if (user.isDemo) throw new DomainError(CODE.ONLY_REAL_ACCOUNT, messages.traderApplyDemo);
  const [trader] = await db.query('SELECT 1 FROM traders WHERE user_id = $1', [user.id]);
  if (trader) throw new DomainError(CODE.TRADER_APPLICATION_STATE, messages.traderAlready);
  const avatar = await requireOwnUpload(db, user.id, 'avatar', request.avatar).catch(() => {
    throw new DomainError(CODE.BAD_INPUT, messages.traderAvatarInvalid, { field: 'avatar' });
  });
  try {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO trader_applications (user_id, status, nickname, bio, avatar, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [user.id, TRADER_APPLICATION_STATUS.pending, request.nickname, request.bio, avatar, clock.now()],
    );
    const application = await latestApplication(db, user.id);
    assert(row && application, 'application insert returned nothing');
    return application;
  } catch (error) {
    if (isUniqueViolation(error, 'trader_applications_pending_key'))
      throw new DomainError(CODE.TRADER_APPLICATION_STATE, messages.traderApplyWaiting);
    throw error;
  }
}

export async function latestApplication(db: Queryable, userId: number): Promise<TraderApplication | null> {
  const [row] = await db.query<ApplicationRow>(`SELECT ${SELECT} FROM ${FROM} WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT 1`, [userId]);
  return row ? forUser(toApplication(row)) : null;
}

type Action = 'approve' | 'reject';

/** Where a decided application's inbox entry opens: the application screen, with the reason when not approved. */
export const TRADER_APPLICATION_LINK = '/follow/trader-apply';

const queue: ReviewQueue<ApplicationRow, AdminTraderApplication, Action> = {
  subject: 'trader_application',
  select: SELECT,
  from: FROM,
  alias: 'a',
  key: 'id',
  statusColumn: 'status',
  pending: TRADER_APPLICATION_STATUS.pending,
  statuses: TRADER_APPLICATION_STATUS,
  orderBy: { pending: 'a.id', decided: 'a.id DESC' },
  // Copy trading keeps its times as epoch ms.
  time: 'a.created_at',
  timeIsEpochMs: true,
  toItem: toApplication,
  statusOf: (item) => item.status,
  // A rejection is read by the applicant: it must say why.
  needsReason: (action) => action === 'reject',
  notice: (after, decision) =>
    decisionNotice(
      NOTIFICATION_KIND.TRADER_APPLICATION_DECIDED,
      {
        userId: after.user_id,
        id: after.id,
        outcome: decision.action === 'approve' ? 'approved' : 'rejected',
        money: null,
        reason: after.reason,
      },
      TRADER_APPLICATION_LINK,
    ),
  apply: async (tx, clock, before, decision) => {
    const status = decision.action === 'approve' ? TRADER_APPLICATION_STATUS.approved : TRADER_APPLICATION_STATUS.rejected;
    await tx.query('UPDATE trader_applications SET status = $2, reason = $3, decided_at = $4 WHERE id = $1', [
      decision.id,
      status,
      decision.reason,
      clock.now(),
    ]);
    if (decision.action !== 'approve') return;
    const [application] = await tx.query<{ avatar: string }>('SELECT avatar FROM trader_applications WHERE id = $1', [decision.id]);
    await tx.query(
      `INSERT INTO traders (user_id, nickname, bio, avatar, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET nickname = EXCLUDED.nickname, bio = EXCLUDED.bio, avatar = EXCLUDED.avatar`,
      [before.user_id, before.nickname, before.bio, application?.avatar ?? '', clock.now()],
    );
    await tx.query('UPDATE users SET is_trader = true WHERE id = $1', [before.user_id]);
  },
};

const calls = reviewCalls(queue);

/** The applications' review queue, for what works on every queue (lists, claims, exports). */
export const applicationQueue = calls;
/** A page of trader applications, of one status and one customer when given. */
export const applicationPage = calls.page;

export const adminApplication = calls.item;

export const decideApplication = calls.decide;
