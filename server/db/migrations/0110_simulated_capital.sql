-- Simulated traders are the house's own accounts, not customers (issue 32, defect 4). Their starting capital was
-- booked as a 'deposit' from the demo grants' house account onto users nothing marked, so it read as a customer's
-- deposit with no deposit behind it, and the demo grants' account held more than the demo accounts were granted.

-- The mark every customer figure leaves out (server/account/customer-predicate.ts). The simulated traders known so
-- far are the users whose trader card has a strategy: the seed's profiles, the only ones that have one.
ALTER TABLE users ADD COLUMN simulated boolean NOT NULL DEFAULT false;
UPDATE users SET simulated = true WHERE id IN (SELECT user_id FROM traders WHERE strategy IS NOT NULL);
-- A demo account is a person's on a device; a simulated trader is nobody's. No account is both.
ALTER TABLE users ADD CONSTRAINT users_demo_or_simulated CHECK (NOT (is_demo AND simulated));

-- The house account their capital comes from (the seed creates the house accounts at every start; this one is made
-- here too, so the rebooking below has it on a database that already runs).
INSERT INTO ledger_accounts (user_id, kind, currency) VALUES (NULL, 'house_simulated_capital', 'USD')
  ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING;

-- Capital already booked is moved between the two house accounts by one balanced journal per simulated trader
-- (cause 'simulated_capital'): the demo grants' account gets back what it gave, the simulated capital's account
-- takes it over. No user account moves, so no user balance, hold or guard is touched, and the traders' own history
-- (the old journals, their orders) stays as it was written: the ledger is only ever added to. Their old 'deposit'
-- journals never reached a deposit figure (those are read from the deposits in transit) and are left out of every
-- customer figure by the mark above.
WITH booked AS (
  SELECT j.user_id, -sum(p.amount) AS amount
  FROM journals j
  JOIN users u ON u.id = j.user_id AND u.simulated
  JOIN postings p ON p.journal_id = j.id
  JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id IS NULL AND a.kind = 'house_demo_grants'
  WHERE j.cause = 'deposit'
  GROUP BY j.user_id
  HAVING sum(p.amount) <> 0
), journal AS (
  INSERT INTO journals (cause, user_id, memo, created_at)
  SELECT 'simulated_capital', user_id, 'simulated trader capital moved from the demo grants', now() FROM booked
  RETURNING id, user_id
)
INSERT INTO postings (journal_id, account_id, bucket, amount)
SELECT journal.id, side.account_id, 'available', side.amount
FROM journal
JOIN booked ON booked.user_id = journal.user_id
CROSS JOIN LATERAL (VALUES
  ((SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = 'house_demo_grants' AND currency = 'USD'), booked.amount),
  ((SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = 'house_simulated_capital' AND currency = 'USD'), -booked.amount)
) AS side (account_id, amount);

-- The balances move by exactly those postings, as every journal moves them (no cause 'simulated_capital' existed
-- before this migration, so these are the journals just written).
UPDATE ledger_accounts a SET available = a.available + moved.amount
FROM (SELECT p.account_id, sum(p.amount) AS amount
      FROM postings p JOIN journals j ON j.id = p.journal_id
      WHERE j.cause = 'simulated_capital'
      GROUP BY p.account_id) moved
WHERE a.id = moved.account_id;
