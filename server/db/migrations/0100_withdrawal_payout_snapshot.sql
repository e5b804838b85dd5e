-- A withdrawal keeps the whole payout method it was asked to (issue 31): an operator pays it from the record alone,
-- and the record still says where the money went after the method, or the currency's code, is changed or deleted.
ALTER TABLE withdrawals ADD COLUMN currency_code text NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN protocol text NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN bank_name text NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN bank_address text NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN bank_swift text NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN payee_name text NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN receipt_currency text NOT NULL DEFAULT '';

-- Requests made before this kept only the address or the account: the rest is taken from the method as it is now,
-- the best record there is of it.
UPDATE withdrawals w
SET currency_code = c.code, protocol = c.protocol, bank_name = m.bank_name, bank_address = m.bank_address,
  bank_swift = m.bank_swift, payee_name = m.payee_name, receipt_currency = m.receipt_currency
FROM draw_methods m, withdraw_currencies c
WHERE m.id = w.draw_method_id AND c.id = w.draw_currency_id;

-- What the operator paid it with (the bank transfer's reference, the transaction hash); the customer reads it.
-- A payout marked completed from now on must have one; those completed before keep none (NOT VALID).
ALTER TABLE withdrawals ADD COLUMN payment_reference text NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_paid_with_reference CHECK (status <> 1 OR payment_reference <> '') NOT VALID;
