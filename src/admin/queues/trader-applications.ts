import { msg } from '@lingui/core/macro';
import { adminTraderApplicationDetail, type AdminTraderApplicationDetail } from '@common/api/admin-queues';
import { adminDecideTraderApplication, adminTraderApplications, type AdminTraderApplication } from '@common/api/follow';
import { TRADER_APPLICATION_STATUS } from '@common/follow';
import { adminClaimTraderApplication, adminExportTraderApplications } from '@common/api/admin-queue-actions';
import { amountText, timeText } from '../format';
import { i18n } from '../i18n';
import { requestColumns } from './columns';
import { reviewQueue } from './review-queue';

// Applications to become a trader others copy (support decides): the nickname, bio and avatar the public will see,
// and the applicant's own trading record beside the customer's balances and history.

const closedText = (closed: number, won: number) => i18n._(msg`${closed} closed · ${won} won`);

export const traderApplications = reviewQueue<AdminTraderApplication, AdminTraderApplicationDetail>({
  key: 'trader_applications',
  title: msg`Trader applications`,
  list: adminTraderApplications,
  outcomes: {
    waiting: TRADER_APPLICATION_STATUS.pending,
    approved: TRADER_APPLICATION_STATUS.approved,
    rejected: TRADER_APPLICATION_STATUS.rejected,
  },
  detail: adminTraderApplicationDetail,
  decide: adminDecideTraderApplication,
  columns: [
    ...requestColumns<AdminTraderApplication>(msg`Submitted`, (item) => item.created_at),
    { key: 'nickname', label: msg`Nickname`, render: (item) => item.nickname },
  ],
  tools: { claim: adminClaimTraderApplication, exportCsv: adminExportTraderApplications },
  facts: (item, locale) => [
    [msg`Nickname`, item.nickname],
    [msg`Bio`, item.bio || '—'],
    [msg`Submitted`, timeText(item.created_at, locale)],
    [msg`Decided by`, item.decided_by ?? '—'],
    [msg`Operator's reason`, item.reason || '—'],
    [msg`Orders`, closedText(item.record.closed_orders, item.record.winning_orders)],
    [msg`Open positions`, item.record.open_orders],
    [msg`Lots traded`, item.record.lots_traded],
    [msg`Realised profit/loss (USD)`, amountText(item.record.realised_pnl, locale)],
    [msg`First order`, timeText(item.record.first_order_at, locale)],
  ],
  imageLabels: [msg`Avatar`],
});
