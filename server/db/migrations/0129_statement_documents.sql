-- The statements Meridian issued (issue 39), by the SHA-256 digest each prints at its end (server/statements/
-- statement-pdf.ts), so that whoever is handed one (an accountant, a bank) can ask whether Meridian issued it and for
-- what kind and period (GET /api/statement/verify). A row is written once the document is complete: a download cut
-- short issues nothing. The digest covers the account, the kind, the period, the time it was made and every row, so
-- the same digest is the same document, and writing it again changes nothing.
CREATE TABLE statement_documents (
  digest text PRIMARY KEY CHECK (digest ~ '^[0-9a-f]{64}$'),
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('account', 'trades', 'tax_year')),
  period_from date NOT NULL,
  period_to date NOT NULL,
  generated_at timestamptz NOT NULL,
  CHECK (period_to >= period_from)
);

-- A customer's statements, newest first (the statements screen to come, and the console's view of one customer).
CREATE INDEX statement_documents_user_idx ON statement_documents (user_id, generated_at DESC);
