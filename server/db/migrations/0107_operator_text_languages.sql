-- Operator-written text in every language of the app (issue 31), as news articles already have (0080): a fund's
-- title and terms, and a loan term's title and description. The English text stays where it was (funds.title and
-- funds.description), so nothing already written moves or is lost: it is the English version, the one every other
-- language falls back to (common/localized-text.ts). Loan terms had no text; they get an English title and
-- description, empty until an operator writes them (the app then names a term by its period, as before).
-- The other languages are rows of *_translations, one per item and language, each with a title.

ALTER TABLE loan_configs ADD COLUMN title text NOT NULL DEFAULT '';
ALTER TABLE loan_configs ADD COLUMN description text NOT NULL DEFAULT '';

CREATE TABLE fund_translations (
  fund_id integer NOT NULL REFERENCES funds (id),
  -- common/locales.ts LOCALE_CODES but English.
  lang text NOT NULL CHECK (lang IN ('hk', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs')),
  title text NOT NULL CHECK (title <> ''),
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (fund_id, lang)
);

CREATE TABLE loan_config_translations (
  config_id integer NOT NULL REFERENCES loan_configs (id),
  lang text NOT NULL CHECK (lang IN ('hk', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs')),
  title text NOT NULL CHECK (title <> ''),
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (config_id, lang)
);
