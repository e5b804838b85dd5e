import type { QueueDetail } from './admin-console';
import type { AdminCharge, AdminIdentity, AdminWithdrawal } from './admin-wallet';
import { endpoint } from './endpoint';
import type { AdminFundSubscription } from './fund';
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
