-- A frozen account (issue 33: its owner froze it) opens no new copies: its follows skip each trade with a reason of
-- their own, as they skip one the follower cannot afford, until an operator unfreezes the account.
ALTER TABLE copy_skips DROP CONSTRAINT copy_skips_reason_check;
ALTER TABLE copy_skips ADD CONSTRAINT copy_skips_reason_check
  CHECK (reason IN ('max_amount', 'free_margin', 'market_closed', 'lots_limit', 'no_quote', 'account_frozen'));
