-- Each order keeps the margin close-out level its owner's rule set gave retail clients when it was placed (issue 38):
-- a rule change applies to orders placed after it. Null: none was set, and the stop_out_level setting applies. The
-- stop-out closes a customer's positions at the highest level among those holding and the setting
-- (server/contract/valuation.ts).
ALTER TABLE contract_orders ADD COLUMN close_out_level numeric(6, 4)
  CHECK (close_out_level IS NULL OR close_out_level BETWEEN 0.1 AND 1);
