-- An agreement view keeps what identifies the text (its SHA-256, config, amount and template version) and when it
-- was shown, not the text itself: signing renders it again and must get the same SHA-256, and the loan stores the
-- text it signed. A database that ran 0070 before this drops the copies it held.
ALTER TABLE loan_agreement_views DROP COLUMN html;
