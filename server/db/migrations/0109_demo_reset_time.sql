-- When a demo account was last reset (issue 41, defect 7): the home screen's "today's profit" counts from the later
-- of the day's start and this moment, so a reset starts the day's figure again. The reset's own journal cannot
-- tell it: a reset that finds every balance already at the demo amount moves nothing and writes none. Null for an
-- account never reset (and for every real one).
ALTER TABLE users ADD COLUMN demo_reset_at timestamptz;
