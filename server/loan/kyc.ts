import { NO_LOAN_KYC, type AdminLoanKyc, type LoanKyc, type OwnLoanKyc } from '../../common/api/loan';
import {
  BIRTHDAY_MIN,
  LOAN_CODE,
  LOAN_KYC_REVIEW_HOURS,
  LOAN_KYC_STATUS,
  loanDay,
  type LoanKycStatus,
  type LoanIdType,
  type LoanSex,
} from '../../common/loan';
import { CODE } from '../../common/envelope';
import { isCountryCode, isDiallingCode } from '../account/area-codes';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { requireOwnUpload, uploadUrl } from '../uploads/store';
import { userCheckQueue, type QueueUser } from '../review-queues/review-queue';
import { decisionNotice } from '../review-queues/decision-notices';
import { NOTIFICATION_KIND } from '../../common/notify';
import { verifiedIdentity } from '../wallet/identity';
import { keptIdentity, type SentIdentity } from './verified-identity';

// The loan identity check: one per user, moving from none (0) to waiting (1) on submit, then approved (2) or
// rejected (3, with the reason the user reads on the form) when an operator decides; a rejected one may be sent
// again. The photo of the user holding the ID must be their own upload; the country and the mobile's dialling code
// must be ones of the area list; the birthday runs from 1950-01-01 to the server's today. The name and ID number of a
// customer whose real-name identity is verified are the verified ones (./verified-identity.ts).

interface KycRow {
  user_id: number;
  name: string;
  last_name: string;
  sex: LoanSex;
  birthday: string;
  country: string;
  mobile: string;
  id_card_type: LoanIdType;
  id_number: string;
  hand_upload: string;
  address: string;
  status: LoanKycStatus;
  reason: string;
  submitted_at: Date;
}

const COLUMNS = `k.user_id, k.name, k.last_name, k.sex, to_char(k.birthday, 'YYYY-MM-DD') AS birthday, k.country, k.mobile,
  k.id_card_type, k.id_number, k.hand_upload, k.address, k.status, k.reason, k.submitted_at`;

function toKyc(row: KycRow | undefined): LoanKyc {
  if (!row) return NO_LOAN_KYC;
  return {
    status: row.status,
    reason: row.reason,
    name: row.name,
    last_name: row.last_name,
    sex: row.sex,
    birthday: row.birthday,
    country: row.country,
    mobile: row.mobile,
    id_card_type: row.id_card_type,
    id_number: row.id_number,
    hand_pic: uploadUrl(row.hand_upload),
    address: row.address,
    submitted_at: row.submitted_at.getTime(),
    review_hours: LOAN_KYC_REVIEW_HOURS,
  };
}

export async function loanKyc(db: Queryable, userId: number): Promise<LoanKyc> {
  const [row] = await db.query<KycRow>(`SELECT ${COLUMNS} FROM loan_kyc k WHERE k.user_id = $1`, [userId]);
  return toKyc(row);
}

/** The user's check status, locked for the rest of the transaction (borrowing waits for a decision under way). */
export async function lockedKycStatus(tx: Queryable, userId: number): Promise<LoanKycStatus> {
  const [row] = await tx.query<{ status: LoanKycStatus }>('SELECT status FROM loan_kyc WHERE user_id = $1 FOR UPDATE', [userId]);
  return row?.status ?? LOAN_KYC_STATUS.none;
}

/** The check as sent; the name and ID number may be left out when the verified identity gives them. */
export interface KycSubmission extends SentIdentity {
  sex: LoanSex;
  birthday: string;
  country: string;
  mobile: string;
  id_card_type: LoanIdType;
  hand_pic: string;
  address: string;
}

/** The user's check as they read it, with the verified identity that fixes its name and ID number. */
export async function ownLoanKyc(db: Queryable, userId: number): Promise<OwnLoanKyc> {
  return { ...(await loanKyc(db, userId)), verified: await verifiedIdentity(db, userId) };
}

async function checkAreaFields(db: Queryable, request: KycSubmission): Promise<void> {
  if (!(await isCountryCode(db, request.country))) throw new DomainError(CODE.BAD_INPUT, messages.loanUnknownCountry, { field: 'country' });
  const dialling = request.mobile.split('-')[0] ?? '';
  if (!(await isDiallingCode(db, dialling))) throw new DomainError(CODE.BAD_INPUT, messages.loanUnknownAreaCode, { field: 'mobile' });
}

export async function submitLoanKyc(db: Database, clock: Clock, userId: number, request: KycSubmission): Promise<OwnLoanKyc> {
  // A verified identity stays verified (server/wallet/identity.ts), so it may be read before the transaction.
  const identity = keptIdentity(await verifiedIdentity(db, userId), request);
  // The schema checked the shape and the lower bound; today is the server's.
  if (request.birthday < BIRTHDAY_MIN || request.birthday > loanDay(clock.now())) {
    throw new DomainError(CODE.BAD_INPUT, messages.loanBirthdayRange, { field: 'birthday' });
  }
  await checkAreaFields(db, request);
  const hand = await requireOwnUpload(db, userId, 'hand_pic', request.hand_pic);
  return db.transaction(async (tx) => {
    const status = await lockedKycStatus(tx, userId);
    if (status === LOAN_KYC_STATUS.waiting) throw new DomainError(LOAN_CODE.KYC_STATE, messages.loanKycWaiting);
    if (status === LOAN_KYC_STATUS.approved) throw new DomainError(LOAN_CODE.KYC_STATE, messages.loanKycApproved);
    await tx.query(
      `INSERT INTO loan_kyc (user_id, name, last_name, sex, birthday, country, mobile, id_card_type, id_number, hand_upload, address,
         status, reason, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${LOAN_KYC_STATUS.waiting}, '', $12)
       ON CONFLICT (user_id) DO UPDATE SET name = $2, last_name = $3, sex = $4, birthday = $5, country = $6, mobile = $7,
         id_card_type = $8, id_number = $9, hand_upload = $10, address = $11, status = ${LOAN_KYC_STATUS.waiting}, reason = '',
         submitted_at = $12, reviewed_at = NULL`,
      [
        userId,
        identity.name,
        identity.last_name,
        request.sex,
        request.birthday,
        request.country,
        request.mobile,
        request.id_card_type,
        identity.id_number,
        hand,
        request.address,
        new Date(clock.now()),
      ],
    );
    return ownLoanKyc(tx, userId);
  });
}

type AdminKycRow = KycRow & QueueUser;

/** Where a decided check's inbox entry opens: the loan's identity screen, the form with the reason when rejected. */
export const LOAN_KYC_LINK = '/loan';

function toAdminKyc(row: AdminKycRow): AdminLoanKyc {
  return { ...toKyc(row), user_id: row.user_id, uid: row.uid, email: row.email ?? '' };
}

/**
 * The loan identity checks' review queue (lists, claims, exports, one check's detail and its decision). A user has one
 * loan identity check, addressed by the user's id.
 */
export const loanKycQueue = userCheckQueue({
  subject: 'loan_kyc',
  table: 'loan_kyc',
  alias: 'k',
  columns: COLUMNS,
  statusColumn: 'status',
  statuses: { pending: LOAN_KYC_STATUS.waiting, approved: LOAN_KYC_STATUS.approved, rejected: LOAN_KYC_STATUS.rejected },
  decidedOrder: 'newest first',
  toItem: toAdminKyc,
  // The loan's identity check is an identity check too: told as one, opening the loan's own screen.
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
      LOAN_KYC_LINK,
    ),
});
