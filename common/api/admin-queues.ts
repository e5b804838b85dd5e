import type { QueueDetail } from './admin-console';
import type { AdminCharge, AdminIdentity, AdminWithdrawal } from './admin-wallet';
import { endpoint } from './endpoint';
import type { AdminTraderApplication } from './follow';
import type { AdminFundSubscription } from './fund';
import type { AdminLoan, AdminLoanConfig, AdminLoanKyc, AdminLoanRepayment } from './loan';
import type * as input from './input/admin-queues';
import { ANY_OPERATOR } from './operator-roles';

// The detail view of each back-office queue: the item with everything needed to decide it (the customer, their
// balances and history, earlier decisions, the images). A queue's list and decide calls live with its area; its
// detail call answers QueueDetail<its item> (server/admin/queue-detail.ts builds the rest).

const read = { auth: true, encoding: 'form', roles: ANY_OPERATOR } as const;

export const adminChargeDetail = endpoint<QueueDetail<AdminCharge>, typeof input.adminChargeDetail>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/charges/detail',
});
export const adminWithdrawalDetail = endpoint<QueueDetail<AdminWithdrawal>, typeof input.adminWithdrawalDetail>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/withdrawals/detail',
});
/** `id` is the user's id: a user has one identity check. */
export const adminIdentityDetail = endpoint<QueueDetail<AdminIdentity>, typeof input.adminIdentityDetail>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/identities/detail',
});
export const adminFundRefundDetail = endpoint<QueueDetail<AdminFundSubscription>, typeof input.adminFundRefundDetail>()({
  ...read,
  method: 'GET',
  path: '/admin/api/fund/subscriptions/detail',
});

// --- Loans and trader applications --------------------------------------------------------------------------------

/** A loan with the config it was signed under as the config reads now (null when it was removed). */
export interface AdminLoanDetail extends AdminLoan {
  config: AdminLoanConfig | null;
}

/** A repayment request with its loan: the principal, interest and late fees that make the amount due. */
export interface AdminLoanRepaymentDetail extends AdminLoanRepayment {
  loan: AdminLoan;
}

/** The applicant's own contract trading (real account), as the decision to make them a trader needs it. */
export interface TradingRecord {
  closed_orders: number;
  winning_orders: number;
  open_orders: number;
  lots_traded: string;
  /** Realised profit or loss over the closed orders, USD. */
  realised_pnl: string;
  /** When the first order was placed (epoch ms), null before any. */
  first_order_at: number | null;
}

export interface AdminTraderApplicationDetail extends AdminTraderApplication {
  record: TradingRecord;
}

/** `id` is the user's id: a user has one loan identity check. */
export const adminLoanKycDetail = endpoint<QueueDetail<AdminLoanKyc>, typeof input.adminLoanKycDetail>()({
  ...read,
  method: 'GET',
  path: '/admin/api/loan/kycs/detail',
});
export const adminLoanDetail = endpoint<QueueDetail<AdminLoanDetail>, typeof input.adminLoanDetail>()({
  ...read,
  method: 'GET',
  path: '/admin/api/loan/loans/detail',
});
export const adminLoanRepaymentDetail = endpoint<QueueDetail<AdminLoanRepaymentDetail>, typeof input.adminLoanRepaymentDetail>()({
  ...read,
  method: 'GET',
  path: '/admin/api/loan/repayments/detail',
});
export const adminTraderApplicationDetail = endpoint<
  QueueDetail<AdminTraderApplicationDetail>,
  typeof input.adminTraderApplicationDetail
>()({
  ...read,
  method: 'GET',
  path: '/admin/api/follow/applications/detail',
});
