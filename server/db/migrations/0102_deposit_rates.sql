-- Money in a second currency at a shown rate (issue 31, defect 1): each collect currency has a rate to USD that
-- operators set (units of the currency per 1 USD, as withdraw_currencies.usd_price), audited with its time. A
-- deposit is entered and kept in its own currency and credited in USD at the rate of its approval, which the
-- deposit keeps with what it credited. A currency that existed before reads 1 until an operator sets its rate.
ALTER TABLE collect_currencies ADD COLUMN usd_price numeric(24, 8) NOT NULL DEFAULT 1 CHECK (usd_price > 0);
ALTER TABLE collect_currencies ADD COLUMN usd_price_at timestamptz;

-- Null while waiting; set by the approval. Deposits approved before were credited one for one.
ALTER TABLE charges ADD COLUMN usd_price numeric(24, 8) CHECK (usd_price > 0);
ALTER TABLE charges ADD COLUMN usd_amount numeric(24, 2) CHECK (usd_amount >= 0);
UPDATE charges SET usd_price = 1, usd_amount = number WHERE status = 1;
-- An approved deposit has both (they are written just before its status, in the same transaction).
ALTER TABLE charges ADD CONSTRAINT charges_credited_at_rate CHECK (status <> 1 OR (usd_amount IS NOT NULL AND usd_price IS NOT NULL));
