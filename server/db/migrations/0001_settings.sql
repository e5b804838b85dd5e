-- Operator-editable settings the PWA reads (spec section 3, "Base settings") and other switches by key.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
