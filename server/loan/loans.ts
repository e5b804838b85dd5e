import { type Loan, LOAN_PAGE_SIZE, type LoanPage, type LoanRepaymentRequest } from '../../common/api/loan';
import type { LocaleCode } from '../../common/locales';
import {
  amountDue,
  LOAN_CODE,
  LOAN_KYC_STATUS,
  LOAN_STATUS,
  OPEN_LOAN_STATUSES,
  lateDays,
  loanDay,
  penaltyFor,
  type LoanStatus,
  type RepaymentStatus,
} from '../../common/loan';
import { formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { uploadUrl } from '../uploads/store';
import { renderAgreement, shownAgreement } from './agreement';
import { rateText } from './configs';
import { lockedKycStatus } from './kyc';
import { requireSignature } from './signature';
import { assert } from '../assert';
import { paged } from '../db/paging';

// A user's loans: signing and applying (a new loan waits at status 1), and reading them. The terms are copied from
// the config when signed. Only one loan may be waiting, unpaid or under repayment check at a time: checked under the
// lock of the user's identity check row, and enforced by a unique partial index whatever runs at the same moment.

export interface LoanRow {
  id: string;
  user_id: number;
  config_id: number;
  amount: string;
  loan_period: number;
  free_period: number;
  interest_rate: string;
  penalty_rate: string;
  interest_amount: string;
  penalty_amount: string;
  penalty_days: number;
  status: LoanStatus;
  reason: string;
  agreement_html: string;
  agreement_sha256: string;
  template_version: number;
  agreement_locale: LocaleCode;
  sign_upload: string;
  shown_at: Date;
  signed_at: Date;
  signed_ip: string;
  signed_user_agent: string;
  consent: boolean;
  created_at: Date;
  decided_at: Date | null;
  due_day: string | null;
  next_penalty_day: string | null;
  repayment_time: Date | null;
  repaid_at: Date | null;
  r_id: string | null;
  r_charge_id: number | null;
  r_status: RepaymentStatus | null;
  r_proof_upload: string | null;
  r_reason: string | null;
  r_created_at: Date | null;
}

export const LOAN_SELECT = `l.id, l.user_id, l.config_id, l.amount, l.loan_period, l.free_period, l.interest_rate, l.penalty_rate,
  l.interest_amount, l.penalty_amount, l.penalty_days, l.status, l.reason, l.agreement_html, l.agreement_sha256, l.template_version, l.agreement_locale,
  l.sign_upload, l.shown_at, l.signed_at, l.signed_ip, l.signed_user_agent, l.consent, l.created_at, l.decided_at,
  to_char(l.due_day, 'YYYY-MM-DD') AS due_day, to_char(l.next_penalty_day, 'YYYY-MM-DD') AS next_penalty_day, l.repayment_time, l.repaid_at,
  r.id AS r_id, r.charge_id AS r_charge_id, r.status AS r_status, r.proof_upload AS r_proof_upload, r.reason AS r_reason,
  r.created_at AS r_created_at`;
/** The loan with its latest repayment request, if any. */
export const LOAN_FROM = `loans l LEFT JOIN LATERAL (
  SELECT id, charge_id, status, proof_upload, reason, created_at FROM loan_repayments WHERE loan_id = l.id ORDER BY id DESC LIMIT 1
) r ON true`;

const time = (value: Date | null): number => (value ? value.getTime() : 0);

function toRepayment(row: LoanRow): LoanRepaymentRequest | null {
  if (row.r_id === null) return null;
  return {
    id: Number(row.r_id),
    charge_id: row.r_charge_id ?? 0,
    status: row.r_status ?? 1,
    proof_img: row.r_proof_upload ? uploadUrl(row.r_proof_upload) : '',
    reason: row.r_reason ?? '',
    created_at: time(row.r_created_at),
  };
}

/**
 * The late fee as of `today`: for a loan to repay, the days past its due day (the job books the same figure once a
 * day, so a screen read before the job's run shows what the run will book); otherwise what was booked.
 */
export function penaltyNow(
  row: Pick<LoanRow, 'status' | 'amount' | 'penalty_rate' | 'penalty_days' | 'penalty_amount' | 'due_day'>,
  today: string,
) {
  if (row.status !== LOAN_STATUS.repaying || row.due_day === null)
    return { days: row.penalty_days, amount: formatAmount(row.penalty_amount) };
  const days = Math.max(row.penalty_days, lateDays(row.due_day, today));
  return { days, amount: penaltyFor(row.amount, row.penalty_rate, days) };
}

export function toLoan(row: LoanRow, today: string): Loan {
  const penalty = penaltyNow(row, today);
  return {
    id: Number(row.id),
    config_id: row.config_id,
    amount: formatAmount(row.amount),
    loan_period: row.loan_period,
    free_period: row.free_period,
    interest_amount: formatAmount(row.interest_amount),
    interest_rate: rateText(row.interest_rate),
    penalty_rate: rateText(row.penalty_rate),
    penalty_amount: penalty.amount,
    penalty_days: penalty.days,
    total_repay: amountDue(row.amount, row.interest_amount, 0),
    amount_due: amountDue(row.amount, row.interest_amount, penalty.amount),
    status: row.status,
    reason: row.reason,
    reviewed_at: time(row.decided_at),
    repayment_time: time(row.repayment_time),
    due_date: row.due_day ?? '',
    agreement: row.agreement_html,
    agreement_sha256: row.agreement_sha256,
    template_version: row.template_version,
    agreement_locale: row.agreement_locale,
    sign_img: uploadUrl(row.sign_upload),
    shown_at: time(row.shown_at),
    signed_at: time(row.signed_at),
    repayment: toRepayment(row),
    repaid_at: time(row.repaid_at),
    created_at: time(row.created_at),
  };
}

export async function loadLoan(db: Queryable, id: number, forUpdate = false): Promise<LoanRow | null> {
  const [row] = await db.query<LoanRow>(`SELECT ${LOAN_SELECT} FROM ${LOAN_FROM} WHERE l.id = $1 ${forUpdate ? 'FOR UPDATE OF l' : ''}`, [
    id,
  ]);
  return row ?? null;
}

/** The user's own loan, or not found (another user's loan is answered as if it did not exist). */
export async function ownLoan(db: Queryable, userId: number, id: number, forUpdate = false): Promise<LoanRow> {
  const row = await loadLoan(db, id, forUpdate);
  if (row?.user_id !== userId) throw notFound();
  return row;
}

export async function loanInfo(db: Queryable, clock: Clock, userId: number, id: number): Promise<Loan> {
  return toLoan(await ownLoan(db, userId, id), loanDay(clock.now()));
}

export async function loanPage(db: Queryable, clock: Clock, userId: number, page: number): Promise<LoanPage<Loan>> {
  const today = loanDay(clock.now());
  const rows = await paged(
    db,
    { select: LOAN_SELECT, from: `${LOAN_FROM} WHERE l.user_id = $1`, orderBy: 'l.id DESC', params: [userId] },
    { page, size: LOAN_PAGE_SIZE },
    (row: LoanRow) => toLoan(row, today),
  );
  return { ...rows, current_page: page, last_page: Math.max(1, Math.ceil(rows.total / LOAN_PAGE_SIZE)) };
}

const UNIQUE_VIOLATION = '23505';

function isOpenLoanViolation(error: unknown): boolean {
  const details = error as { code?: string; constraint?: string; message?: string };
  return (
    details.code === UNIQUE_VIOLATION &&
    (details.constraint === 'loans_one_open_idx' || Boolean(details.message?.includes('loans_one_open_idx')))
  );
}

export interface LoanSubmission {
  amount: string;
  config_id: number;
  sign: string;
  agreement: string;
}

/** Where the signing request came from, kept with the agreement. */
export interface SigningOrigin {
  ip: string;
  userAgent: string;
}

const refuseOpenLoan = () => new DomainError(LOAN_CODE.OPEN_LOAN, messages.loanOpen);

/** Signs the agreement the user was shown and applies: a new loan at status 1 (waiting for review). */
export async function submitLoan(
  db: Database,
  clock: Clock,
  userId: number,
  request: LoanSubmission,
  origin: SigningOrigin,
): Promise<Loan> {
  const sign = await requireSignature(db, userId, request.sign);
  try {
    return await db.transaction(async (tx) => {
      // The identity check's row lock orders this user's submissions: a second one waits here, then sees the first.
      if ((await lockedKycStatus(tx, userId)) !== LOAN_KYC_STATUS.approved)
        throw new DomainError(LOAN_CODE.KYC_STATE, messages.loanKycRequired);
      const [open] = await tx.query(`SELECT id FROM loans WHERE user_id = $1 AND status IN (${OPEN_LOAN_STATUSES.join(', ')})`, [userId]);
      if (open) throw refuseOpenLoan();
      // Rendered again in the language it was shown in (whatever the interface's language is now).
      const shown = await shownAgreement(tx, userId, request.agreement);
      const rendered = await renderAgreement(tx, clock, userId, request.config_id, request.amount, shown?.locale ?? 'en');
      const shownAt = shown && rendered.sha256 === request.agreement ? shown.shownAt : null;
      if (shownAt === null) throw new DomainError(LOAN_CODE.AGREEMENT_CHANGED, messages.loanAgreementChanged, { field: 'agreement' });
      const { config } = rendered;
      const now = new Date(clock.now());
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO loans (user_id, config_id, amount, loan_period, free_period, interest_rate, penalty_rate, interest_amount, status,
           agreement_html, agreement_sha256, template_version, agreement_locale, sign_upload, shown_at, signed_at, signed_ip, signed_user_agent,
           consent, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${LOAN_STATUS.waiting}, $9, $10, $11, $12, $13, $14, $15, $16, $17, true, $15) RETURNING id`,
        [
          userId,
          config.id,
          rendered.amount,
          config.loan_period,
          config.free_period,
          config.interest_rate,
          rendered.penaltyRate,
          rendered.interest,
          rendered.html,
          rendered.sha256,
          rendered.templateVersion,
          rendered.locale,
          sign,
          new Date(shownAt),
          now,
          origin.ip,
          origin.userAgent,
        ],
      );
      assert(created, 'loan insert returned nothing');
      const row = await loadLoan(tx, Number(created.id));
      assert(row, 'loan vanished');
      return toLoan(row, loanDay(clock.now()));
    });
  } catch (error) {
    // Two submits that passed the check at once: the index lets one through.
    if (isOpenLoanViolation(error)) throw refuseOpenLoan();
    throw error;
  }
}
