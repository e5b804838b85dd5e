-- The daily fund accrual, reshaped so that its cost is the income rows it must write and little more (issue 15's
-- benchmark: within 3x of one INSERT ... SELECT of those rows).
--
-- 1. Journals are checked once per statement that writes postings, not once per posting. The deferred row trigger
--    of 0003 ran a sum over the journal's postings for every posting at commit: fine for a journal of two postings,
--    quadratic for a batch journal of thousands. The statement trigger checks every journal the statement touched,
--    set-based, at the end of that statement: stricter than before (a journal must balance when its postings are
--    written, not only at commit), which every writer already does (postJournal and postJournalSet write a journal
--    and all its postings in one statement).
DROP TRIGGER postings_balanced ON postings;
DROP FUNCTION postings_balance_check();

CREATE FUNCTION postings_balance_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  -- Each journal's postings by its index (a lateral lookup per journal), never a scan of the whole table.
  SELECT w.journal_id INTO unbalanced
  FROM (SELECT DISTINCT journal_id FROM written) w
  CROSS JOIN LATERAL (SELECT sum(p.amount) AS total, count(*) AS n FROM postings p WHERE p.journal_id = w.journal_id) j
  WHERE j.total <> 0 OR j.n < 2
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'journal % does not balance', unbalanced USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER postings_balanced AFTER INSERT ON postings
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION postings_balance_check();

-- 2. A subscription is no longer rewritten every day. What was paid is its income rows (count and sum, read with
--    the subscription); what is due on a day follows from its first payout day and lock days. Updating every
--    subscription every day cost more than writing its income row.
ALTER TABLE fund_subscriptions ADD COLUMN first_day date;
UPDATE fund_subscriptions SET first_day = next_day - paid_days;
ALTER TABLE fund_subscriptions ALTER COLUMN first_day SET NOT NULL;
ALTER TABLE fund_subscriptions DROP COLUMN next_day, DROP COLUMN paid_days, DROP COLUMN sum_profit, DROP COLUMN credited;
-- What a day's accrual walks, in the order it takes them: subscriptions in progress, by user (a batch credits
-- each user's account once, whatever number of subscriptions they hold).
CREATE INDEX fund_subscriptions_paying_idx ON fund_subscriptions (user_id, id) WHERE status = 1;
-- Where the oldest unpaid day can start, and the subscriptions made just before a day was marked paid.
CREATE INDEX fund_subscriptions_first_day_idx ON fund_subscriptions (first_day) WHERE status = 1;

-- 3. Foreign keys checked once per income row cost, each, about as much as writing the row (EXPLAIN ANALYZE on
--    PGlite: the income insert of 100,000 rows 0.5 s of CPU alone, 1.0 s with the subscription's key, 1.5 s with the
--    journal's too). Income rows are written only by the accrual, from the subscriptions it has locked in the same
--    statement, and the batch's journal in the same transaction; subscriptions and journals are never deleted. The
--    user's key was redundant besides (the row's user is its subscription's).
ALTER TABLE fund_income DROP CONSTRAINT fund_income_user_id_fkey;
ALTER TABLE fund_income DROP CONSTRAINT fund_income_journal_id_fkey;
ALTER TABLE fund_income DROP CONSTRAINT fund_income_sub_id_fkey;

-- 4. The days every subscription in progress has been paid for, so a run with nothing due reads one row.
CREATE TABLE fund_accrual_days (
  day date PRIMARY KEY,
  completed_at timestamptz NOT NULL
);

-- 5. Balances change all day and no index covers them: leave room on each page so an update stays on its page
--    (a HOT update, no index entries written), a quarter of the cost of one that moves (measured on PGlite).
ALTER TABLE ledger_accounts SET (fillfactor = 80);
