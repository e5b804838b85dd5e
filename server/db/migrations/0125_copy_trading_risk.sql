-- Copy trading's risk controls (issue 36). A follow gains budgets (a fixed margin per copy instead of the ratio, a
-- cap per copy), a slippage guard, a copy stop-loss (money, or a percentage of the allocation that keeps its share
-- when the allocation changes), a pause, and why it ended. active_since is when the follow last (re)started: the
-- copy stop-loss counts the profit of copies opened since then. A copy may copy a position the trader already
-- held when the follow began (copied_open). The trader statistics gain their periods, the risk score and what it
-- was computed from.

ALTER TABLE follows
  ADD COLUMN copy_open boolean NOT NULL DEFAULT false,
  ADD COLUMN amount_per_order numeric(24, 2) CHECK (amount_per_order > 0),
  ADD COLUMN max_per_order numeric(24, 2) CHECK (max_per_order > 0),
  ADD COLUMN max_slippage_percent numeric(5, 2) NOT NULL DEFAULT 0.5 CHECK (max_slippage_percent > 0),
  ADD COLUMN stop_loss_amount numeric(24, 2) CHECK (stop_loss_amount > 0),
  ADD COLUMN stop_loss_percent numeric(5, 2) CHECK (stop_loss_percent BETWEEN 5 AND 95),
  ADD COLUMN paused_at bigint,
  ADD COLUMN ended_reason text CHECK (ended_reason IN ('cancelled', 'stop_loss')),
  ADD COLUMN ended_at bigint,
  ADD COLUMN active_since bigint NOT NULL DEFAULT 0,
  ADD CONSTRAINT follows_one_stop_loss CHECK (stop_loss_amount IS NULL OR stop_loss_percent IS NULL);
UPDATE follows SET active_since = created_at;
UPDATE follows SET ended_reason = 'cancelled', ended_at = updated_at WHERE NOT active;
-- The copy stop-loss watcher reads the follows that have one.
CREATE INDEX follows_stop_loss_idx ON follows (id) WHERE active AND (stop_loss_amount IS NOT NULL OR stop_loss_percent IS NOT NULL);

ALTER TABLE follow_copies ADD COLUMN copied_open boolean NOT NULL DEFAULT false;

ALTER TABLE copy_skips DROP CONSTRAINT copy_skips_reason_check;
ALTER TABLE copy_skips ADD CONSTRAINT copy_skips_reason_check
  CHECK (reason IN ('max_amount', 'free_margin', 'market_closed', 'lots_limit', 'no_quote', 'account_frozen', 'paused', 'max_per_order',
    'slippage'));

ALTER TABLE contract_orders DROP CONSTRAINT contract_orders_close_reason_check;
ALTER TABLE contract_orders ADD CONSTRAINT contract_orders_close_reason_check
  CHECK (close_reason IN ('manual', 'stop_loss', 'take_profit', 'stop_out', 'cancelled', 'demo_reset', 'expired', 'trailing_stop',
    'copy_stop_loss'));

ALTER TABLE trader_stats
  ADD COLUMN periods jsonb,
  ADD COLUMN risk_score smallint CHECK (risk_score BETWEEN 1 AND 10),
  ADD COLUMN risk_inputs jsonb;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('new_device_sign_in', 'security_change', 'contract_closed', 'order_filled', 'option_settled',
    'order_cancelled', 'margin_warning', 'price_alert', 'copy_opened', 'copy_skipped', 'copy_closed',
    'deposit_decided', 'withdrawal_decided', 'identity_decided', 'loan_decided', 'repayment_decided',
    'trader_application_decided', 'fund_redeemed', 'chat_reply', 'fund_redemption_decided', 'copy_stop_loss'));
