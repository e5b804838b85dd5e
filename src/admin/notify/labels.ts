import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeliveryChannel, DeliveryStatus } from '@common/api/admin-notify';
import type { NotificationKind } from '@common/notify';

// The console's names of the notification kinds (common/notify.ts) and of what became of a delivery
// (server/db/migrations/0122_web_push.sql), shared by the delivery figures and a customer's history. Every kind has
// its name (the type check fails on a new one without); a kind from a newer server reads as its own word.

export const KIND_LABELS: Readonly<Record<NotificationKind, MessageDescriptor>> = {
  new_device_sign_in: msg`Sign-in from a new device`,
  security_change: msg`Security setting changed`,
  contract_closed: msg`Position closed (stop-loss, take-profit, stop-out)`,
  order_filled: msg`Pending order filled`,
  option_settled: msg`Option settled`,
  order_cancelled: msg`Pending order cancelled`,
  margin_warning: msg`Margin warning`,
  price_alert: msg`Price alert`,
  copy_opened: msg`Copy opened`,
  copy_skipped: msg`Copy skipped`,
  copy_closed: msg`Copy closed`,
  copy_stop_loss: msg`Copy stop-loss reached`,
  deposit_decided: msg`Deposit decided`,
  withdrawal_decided: msg`Withdrawal decided`,
  identity_decided: msg`Identity check decided`,
  loan_decided: msg`Loan decided`,
  repayment_decided: msg`Repayment decided`,
  trader_application_decided: msg`Trader application decided`,
  fund_redeemed: msg`Fund redeemed`,
  fund_redemption_decided: msg`Early redemption refused`,
  chat_reply: msg`Support chat reply`,
};

/** A kind's name, or the kind as spelled when this build does not know it. */
export function kindLabel(kind: string): MessageDescriptor | string {
  return Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as NotificationKind] : kind;
}

export const STATUS_LABELS: Readonly<Record<DeliveryStatus, MessageDescriptor>> = {
  pending: msg`Queued`,
  sending: msg`Sending`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
  gone: msg`Device gone`,
  quiet: msg`Held by quiet hours`,
};

export const CHANNEL_LABELS: Readonly<Record<DeliveryChannel, MessageDescriptor>> = {
  push: msg`Push`,
  email: msg`Email`,
};
