import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import { adminChargeDetail, adminFundRefundDetail, adminIdentityDetail, adminWithdrawalDetail } from '@common/api/admin-queues';
import {
  adminBulkApproveCharges,
  adminClaimCharge,
  adminClaimFundRefund,
  adminClaimIdentity,
  adminClaimWithdrawal,
  adminExportCharges,
  adminExportFundRefunds,
  adminExportIdentities,
  adminExportWithdrawals,
} from '@common/api/admin-queue-actions';
import {
  adminCharges,
  adminDecideCharge,
  adminDecideIdentity,
  adminDecideWithdrawal,
  adminIdentities,
  adminWithdrawals,
  type AdminCharge,
  type AdminIdentity,
  type AdminWithdrawal,
} from '@common/api/admin-wallet';
import { CHARGE_STATUS } from '@common/api/charge';
import { adminDecideFundRefund, adminFundSubscriptions, type AdminFundSubscription } from '@common/api/fund';
import { REVIEW_STATUS } from '@common/api/identity';
import { WITHDRAW_STATUS } from '@common/api/withdraw';
import { FUND_SUB_STATUS } from '@common/fund';
import { amountText, timeText } from '../format';
import { i18n } from '../i18n';
import {
  amountColumn,
  approveAction,
  INVALID_ACTION,
  invalidStatus,
  laterStatus,
  payoutAction,
  REJECT_ACTION,
  requestColumns,
} from './columns';
import { LOAN_QUEUES } from './loan-queues';
import { PayoutDestination } from './PayoutDestination';
import type { AnyQueue } from './queue';
import { reviewQueue } from './review-queue';
import { traderApplications } from './trader-applications';
import { adjustments } from './adjustments';
import { DRAW_TYPE, CHARGE_TYPE, usdRateText } from '@common/wallet';

// The console's queues. Adding one (loans, loan identity checks, repayments, trader applications, conversations)
// is a declaration here with its list, detail and decide calls, its statuses, columns and facts, plus its count in
// server/admin/queue-counts.ts under the same key; the navigation, the list with its filters and paging, the
// detail view and the decision form follow from it.

const deposits = reviewQueue<AdminCharge>({
  key: 'charges',
  title: msg`Deposits`,
  list: adminCharges,
  outcomes: {
    waiting: CHARGE_STATUS.unchecked,
    approved: CHARGE_STATUS.finished,
    rejected: CHARGE_STATUS.rejected,
    more: [invalidStatus(CHARGE_STATUS.invalid)],
  },
  detail: adminChargeDetail,
  decide: adminDecideCharge,
  imageLabels: [msg`Proof of payment`],
  actions: [approveAction(), REJECT_ACTION, INVALID_ACTION],
  columns: [
    ...requestColumns<AdminCharge>(msg`Submitted`, (item) => item.created_at),
    {
      key: 'method',
      label: msg`Method`,
      render: (item) => `${i18n._(item.type === CHARGE_TYPE.bank ? msg`Bank transfer` : msg`Coin`)} · ${item.currency_code}`,
    },
    amountColumn(msg`Amount (USD)`, (item) => item.usd_amount),
  ],
  tools: {
    claim: adminClaimCharge,
    exportCsv: adminExportCharges,
    // Small deposits: what approving now credits, in USD.
    bulkApprove: { call: adminBulkApproveCharges, amountOf: (item) => item.usd_amount },
  },
  // The amount sent in its currency, the rate (the currency's now while it waits, the approval's after) and the USD
  // it credits at that rate: what the operator approves.
  facts: (item, locale) => [
    [msg`Amount sent`, `${amountText(item.number, locale)} ${item.currency_code}`],
    [msg`Rate`, usdRateText(item.usd_price, item.currency_code)],
    [item.status === CHARGE_STATUS.finished ? msg`Credited (USD)` : msg`Credits on approval (USD)`, amountText(item.usd_amount, locale)],
    [msg`Paid from`, item.address || '—'],
    [msg`Receiving bank account`, item.bank_name ?? '—'],
    [msg`Submitted`, timeText(item.created_at, locale)],
    [msg`Operator's reason`, item.remark || '—'],
  ],
});

const withdrawals = reviewQueue<AdminWithdrawal>({
  key: 'withdrawals',
  title: msg`Withdrawals`,
  list: adminWithdrawals,
  outcomes: {
    waiting: WITHDRAW_STATUS.unchecked,
    approved: WITHDRAW_STATUS.completed,
    approvedLabel: msg`Paid out`,
    rejected: WITHDRAW_STATUS.rejected,
    more: [invalidStatus(WITHDRAW_STATUS.invalid)],
  },
  detail: adminWithdrawalDetail,
  decide: adminDecideWithdrawal,
  actions: [payoutAction(msg`Mark paid out`, 'complete'), REJECT_ACTION, INVALID_ACTION],
  columns: [
    ...requestColumns<AdminWithdrawal>(msg`Submitted`, (item) => item.created_at),
    { key: 'currency', label: msg`Payout`, render: (item) => `${item.currency_code} ${item.protocol}`.trim() },
    amountColumn(msg`Amount (USD)`, (item) => item.number),
    { key: 'fee', label: msg`Fee`, render: (item, locale) => amountText(item.fee, locale), numeric: true },
  ],
  tools: { claim: adminClaimWithdrawal, exportCsv: adminExportWithdrawals },
  facts: (item, locale) => [
    [msg`Amount (USD)`, amountText(item.number, locale)],
    [msg`Fee`, amountText(item.fee, locale)],
    [msg`Receivable`, `${amountText(item.real_number, locale)} ${item.currency_code}`],
    [
      msg`Payout`,
      item.type === DRAW_TYPE.bank
        ? `${i18n._(msg`Bank transfer`)} · ${item.currency_code}`
        : `${item.currency_code} ${item.protocol}`.trim(),
    ],
    [msg`Memo`, item.memo || '—'],
    [msg`Submitted`, timeText(item.created_at, locale)],
    [msg`Operator's reason`, item.notes || '—'],
  ],
  body: (item) => createElement(PayoutDestination, { item }),
});

const identities = reviewQueue<AdminIdentity>({
  key: 'identities',
  title: msg`Real-name checks`,
  list: adminIdentities,
  statusParam: 'review_status',
  outcomes: {
    waiting: REVIEW_STATUS.waiting,
    approved: REVIEW_STATUS.verified,
    approvedLabel: msg`Verified`,
    rejected: REVIEW_STATUS.form,
  },
  detail: adminIdentityDetail,
  decide: adminDecideIdentity,
  // The server sends the front, then the back.
  imageLabels: [msg`Front of the card`, msg`Back of the card`],
  idOf: (item) => item.user_id,
  statusOf: (item) => item.review_status,
  columns: [
    ...requestColumns<AdminIdentity>(msg`Submitted`, (item) => item.submitted_at, { numbered: false }),
    { key: 'name', label: msg`Name`, render: (item) => item.name },
    { key: 'card', label: msg`ID number`, render: (item) => item.card_id },
  ],
  tools: { claim: adminClaimIdentity, exportCsv: adminExportIdentities },
  facts: (item, locale) => [
    [msg`Name`, item.name],
    [msg`ID number`, item.card_id],
    [msg`Submitted`, timeText(item.submitted_at, locale)],
    [msg`Operator's reason`, item.reason || '—'],
  ],
});

const fundRefunds = reviewQueue<AdminFundSubscription>({
  key: 'fund_refunds',
  title: msg`Fund redemptions`,
  list: adminFundSubscriptions,
  outcomes: {
    waiting: FUND_SUB_STATUS.refunding,
    approved: FUND_SUB_STATUS.refunded,
    approvedLabel: msg`Redeemed`,
    more: [laterStatus(FUND_SUB_STATUS.inProgress, msg`In progress`), laterStatus(FUND_SUB_STATUS.finished, msg`Finished`)],
  },
  detail: adminFundRefundDetail,
  decide: adminDecideFundRefund,
  columns: [
    // A redemption waits from when it was asked for, not from the subscription: its waiting time sorts the list.
    ...requestColumns<AdminFundSubscription>(msg`Subscribed`, (item) => item.sub_time, { sortable: false }),
    { key: 'fund', label: msg`Fund`, render: (item) => item.get_fund.title },
    amountColumn(msg`Amount (USD)`, (item) => item.share_amount),
  ],
  tools: { claim: adminClaimFundRefund, exportCsv: adminExportFundRefunds },
  facts: (item, locale) => [
    [msg`Fund`, item.get_fund.title],
    [msg`Amount (USD)`, amountText(item.share_amount, locale)],
    [msg`Income so far`, amountText(item.sum_profit, locale)],
    [msg`Days paid`, `${item.paid_days} / ${item.lock_dividend_days}`],
    [msg`Penalty (%)`, item.get_fund.liquidated_damages],
    [msg`Subscribed`, timeText(item.sub_time, locale)],
  ],
});

export const QUEUES: readonly AnyQueue[] = [
  deposits,
  withdrawals,
  identities,
  fundRefunds,
  ...LOAN_QUEUES,
  traderApplications,
  adjustments,
];

export function queueByKey(key: string): AnyQueue | undefined {
  return QUEUES.find((candidate) => candidate.key === key);
}
