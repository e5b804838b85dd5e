import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import { adminAdjustmentDetail, adminAdjustments, adminDecideAdjustment, type AdminAdjustment } from '@common/api/admin-customer-care';
import { adminClaimAdjustment, adminExportAdjustments } from '@common/api/admin-queue-actions';
import { ADJUSTMENT_STATUS } from '@common/customer-care';
import { amountText, timeText } from '../format';
import { i18n } from '../i18n';
import { approveAction, REJECT_ACTION, requestColumns } from './columns';
import type { AnyQueue } from './queue';
import { reviewQueue } from './review-queue';
import styles from './adjustments.module.css';

// Manual balance adjustments (issue 31). One up to the four-eyes threshold is applied when asked for, on the
// customer's page; one above it waits here for a second operator, who approves it (it takes effect) or rejects it
// with a reason. The operator who asked cannot be the second (the server refuses it).

const ACCOUNT_NAMES = { funding: msg`Funding`, micro: msg`Options`, forex: msg`Contracts` } as const;

/** "Credit · Funding": which way and which account, as the list and the facts read it. */
const movement = (item: AdminAdjustment) =>
  `${i18n._(item.direction === 'credit' ? msg`Credit` : msg`Debit`)} · ${i18n._(ACCOUNT_NAMES[item.account])}`;

export const adjustments: AnyQueue = reviewQueue<AdminAdjustment>({
  key: 'adjustments',
  title: msg`Balance adjustments`,
  list: adminAdjustments,
  outcomes: {
    waiting: ADJUSTMENT_STATUS.waiting,
    approved: ADJUSTMENT_STATUS.applied,
    approvedLabel: msg`Applied`,
    rejected: ADJUSTMENT_STATUS.rejected,
  },
  detail: adminAdjustmentDetail,
  decide: adminDecideAdjustment,
  actions: [approveAction(msg`Approve and apply`), REJECT_ACTION],
  tools: { claim: adminClaimAdjustment, exportCsv: adminExportAdjustments },
  columns: [
    ...requestColumns<AdminAdjustment>(msg`Asked`, (item) => item.created_at),
    { key: 'movement', label: msg`Adjustment`, render: (item) => createElement('span', { className: styles.movement }, movement(item)) },
    { key: 'amount', label: msg`Amount (USD)`, render: (item, locale) => amountText(item.amount, locale), numeric: true },
    { key: 'by', label: msg`Asked by`, render: (item) => item.requested_by },
  ],
  facts: (item, locale) => [
    [msg`Adjustment`, movement(item)],
    [msg`Amount (USD)`, amountText(item.amount, locale)],
    [msg`Reason`, item.reason],
    [msg`Asked by (first approval)`, item.requested_by],
    [msg`Asked`, timeText(item.created_at, locale)],
    [msg`Decided`, timeText(item.decided_at, locale)],
    [msg`Operator's reason`, item.decision_reason || '—'],
  ],
});
