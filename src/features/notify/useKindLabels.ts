import { useLingui } from '@lingui/react/macro';
import type { NotificationGroup, NotificationKind } from '@common/notify';

/** Each kind's name on the settings screen, and each group's title, in the reader's language. */
export function useKindLabels(): { kind: Record<NotificationKind, string>; group: Record<NotificationGroup, string> } {
  const { t } = useLingui();
  return {
    kind: {
      order_filled: t`Pending order filled`,
      contract_closed: t`Closed by stop-loss, take-profit or stop-out`,
      order_cancelled: t`Pending order cancelled`,
      margin_warning: t`Margin warnings`,
      option_settled: t`Option settled`,
      price_alert: t`Price alerts`,
      copy_opened: t`Copy opened`,
      copy_skipped: t`Copy not opened`,
      copy_closed: t`Copy closed`,
      copy_stop_loss: t`Copy stop-loss`,
      trader_application_decided: t`Trader application`,
      deposit_decided: t`Deposits`,
      withdrawal_decided: t`Withdrawals`,
      loan_decided: t`Loans`,
      repayment_decided: t`Loan repayments`,
      fund_redeemed: t`Fund maturity and redemption`,
      fund_redemption_decided: t`Early redemption refused`,
      identity_decided: t`Identity check`,
      chat_reply: t`Support chat replies`,
      new_device_sign_in: t`Sign-in from a new device`,
      security_change: t`Security changes`,
    },
    group: {
      trading: t`Trading`,
      copying: t`Copy trading`,
      money: t`Money`,
      account: t`Account & security`,
    },
  };
}
