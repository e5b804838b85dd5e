-- The trading events in the inbox (issue 34): positions the system closed (stop-loss, take-profit, stop-out),
-- pending orders filled and options settled, beside the security entries of 0117.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('new_device_sign_in', 'security_change', 'contract_closed', 'order_filled', 'option_settled'));
