import type { AdminLoanDetail, AdminLoanRepaymentDetail, AdminTraderApplicationDetail } from '../../common/api/admin-queues';
import type { QueueDetail } from '../../common/api/admin-console';
import type { AdminLoanKyc } from '../../common/api/loan';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { notFound } from '../errors';
import { adminApplication } from '../copy-trading/trader-applications';
import { adminLoanConfig } from '../loan/configs';
import { loanKycQueue } from '../loan/kyc';
import { adminRepayment } from '../loan/repayment';
import { adminLoan } from '../loan/review';
import { queueDetail } from './queue-detail';
import { tradingRecord } from './trading-record';
import { assert } from '../assert';

// The detail views of the loan and copy-trading queues: each item with what its decision turns on beside the
// customer, history and earlier decisions every queue shows (./queue-detail.ts). A loan identity check shows the
// photo of the user holding their ID; a loan its signed agreement, signature and config; a repayment its proof and
// the loan whose principal, interest and late fees make the amount due; an application the avatar and the
// applicant's own trading record.

export async function loanKycDetail(db: Queryable, userId: number): Promise<QueueDetail<AdminLoanKyc>> {
  const item = await loanKycQueue.item(db, userId);
  if (!item) throw notFound();
  return queueDetail(db, { item, subject: 'loan_kyc', subjectId: item.user_id, userId: item.user_id, images: [item.hand_pic] });
}

export async function loanDetail(db: Queryable, clock: Clock, id: number): Promise<QueueDetail<AdminLoanDetail>> {
  const loan = await adminLoan(db, clock, id);
  if (!loan) throw notFound();
  const item = { ...loan, config: await adminLoanConfig(db, loan.config_id) };
  return queueDetail(db, { item, subject: 'loan', subjectId: item.id, userId: item.user_id, images: [item.sign] });
}

export async function loanRepaymentDetail(db: Queryable, clock: Clock, id: number): Promise<QueueDetail<AdminLoanRepaymentDetail>> {
  const repayment = await adminRepayment(db, id);
  if (!repayment) throw notFound();
  const loan = await adminLoan(db, clock, repayment.loan_id);
  assert(loan, `repayment ${id} has no loan ${repayment.loan_id}`);
  const item = { ...repayment, loan };
  return queueDetail(db, { item, subject: 'loan_repayment', subjectId: item.id, userId: item.user_id, images: [item.proof_img] });
}

export async function traderApplicationDetail(db: Queryable, id: number): Promise<QueueDetail<AdminTraderApplicationDetail>> {
  const application = await adminApplication(db, id);
  if (!application) throw notFound();
  const item = { ...application, record: await tradingRecord(db, application.user_id) };
  return queueDetail(db, { item, subject: 'trader_application', subjectId: item.id, userId: item.user_id, images: [item.avatar] });
}
