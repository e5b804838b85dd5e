-- Every kind the inbox records (issue 34, common/notify.ts NOTIFICATION_KIND): beside the security and trading
-- entries of 0117 and 0118, pending orders the system cancelled, margin warnings, price alerts, copy-trading events,
-- operators' decisions, fund redemptions and support-chat replies.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('new_device_sign_in', 'security_change', 'contract_closed', 'order_filled', 'option_settled',
    'order_cancelled', 'margin_warning', 'price_alert', 'copy_opened', 'copy_skipped', 'copy_closed',
    'deposit_decided', 'withdrawal_decided', 'identity_decided', 'loan_decided', 'repayment_decided',
    'trader_application_decided', 'fund_redeemed', 'chat_reply'));
