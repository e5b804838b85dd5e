-- A refused early redemption of a fund subscription told in the inbox (issue 34: failed operations are told too).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('new_device_sign_in', 'security_change', 'contract_closed', 'order_filled', 'option_settled',
    'order_cancelled', 'margin_warning', 'price_alert', 'copy_opened', 'copy_skipped', 'copy_closed',
    'deposit_decided', 'withdrawal_decided', 'identity_decided', 'loan_decided', 'repayment_decided',
    'trader_application_decided', 'fund_redeemed', 'chat_reply', 'fund_redemption_decided'));
