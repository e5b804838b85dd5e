-- The audit log names the customer each operator act concerns (issue 31), so a row reads "deposit #12 of UID 4711
-- Chan Tai Man" and the log can be narrowed to one customer. The customer is the user the act's record belongs to
-- (its user_id), or the act's own subject when that is the customer (the account, its sessions, notes and flags,
-- its identity checks); acts on configuration concern no customer. Kept with the act when it is written
-- (server/decisions/decision-customer.ts); the acts already written are read the same way here.
ALTER TABLE operator_decisions ADD COLUMN customer_id integer;

UPDATE operator_decisions SET customer_id = CASE
  WHEN subject IN ('customer', 'customer_session', 'customer_note', 'customer_flag', 'identity', 'loan_kyc') THEN subject_id
  WHEN jsonb_typeof(after -> 'user_id') = 'number' THEN (after ->> 'user_id')::integer
  WHEN jsonb_typeof(before -> 'user_id') = 'number' THEN (before ->> 'user_id')::integer
END;

CREATE INDEX operator_decisions_customer_idx ON operator_decisions (customer_id, id) WHERE customer_id IS NOT NULL;

-- The console's money figures sum the journals of a period (today, 7 or 30 days): found by their time.
CREATE INDEX journals_time_idx ON journals (created_at);
