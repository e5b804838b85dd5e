-- The agreement is rendered in the user's language (template version 2 on): the loan and each view record which
-- language the text is in, with its template version. Loans and views from before are in English, version 1.
ALTER TABLE loans ADD COLUMN agreement_locale text NOT NULL DEFAULT 'en';
ALTER TABLE loan_agreement_views ADD COLUMN locale text NOT NULL DEFAULT 'en';
