import { createHash } from 'node:crypto';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../common/locales';
import { AGREEMENT_WORDING, type AgreementClauses } from './agreement-wording';

// The loan agreement's templates, by version and language. A signed loan stores the version and language it was
// rendered from with the rendered text and its SHA-256, so a later wording never changes what a user signed: any new
// wording, in any language, is a new version here, and CURRENT_AGREEMENT_VERSION moves to it. RELEASED_DIGESTS pins
// each released version's text (a unit test recomputes it), so editing a released version fails until it is made a
// new one. Placeholders are {{name}}; every value put in is HTML-escaped by the renderer, and the templates hold no
// script, style or event attribute.

export const CURRENT_AGREEMENT_VERSION = 2;

/** The language an agreement falls back to when the user's is not one the version was written in. */
export const AGREEMENT_FALLBACK_LOCALE: LocaleCode = 'en';

/** The values a template takes, all as display text already formatted for the agreement's language. */
export interface AgreementValues {
  lender: string;
  borrower: string;
  id_type: string;
  id_number: string;
  address: string;
  date: string;
  amount: string;
  currency: string;
  loan_period: string;
  day_rate: string;
  free_period: string;
  charged_days: string;
  interest: string;
  total_repay: string;
  due_date: string;
  penalty_rate: string;
  daily_penalty: string;
}

// Version 1 (English only; the rate placeholders carried no percent sign). Kept so the loans signed with it can be
// told apart and rendered again for comparison.
const VERSION_1_EN = `<article class="loan-agreement" lang="en">
<h1>Loan agreement</h1>
<p>This agreement is made on {{date}} (UTC) between {{lender}} (the lender) and {{borrower}}, {{id_type}} {{id_number}}, of {{address}} (the borrower).</p>
<h2>1. The loan</h2>
<p>The lender lends the borrower {{amount}} {{currency}}, paid into the borrower's funding account once the lender approves this application.</p>
<h2>2. Term and interest</h2>
<ul>
<li>Term: {{loan_period}} days from the day the loan is paid out.</li>
<li>Daily interest rate: {{day_rate}}% of the amount.</li>
<li>Interest-free days: {{free_period}}; interest is charged for {{charged_days}} days.</li>
<li>Total interest: {{interest}} {{currency}} (amount x daily rate x (term - interest-free days)).</li>
<li>Total to repay: {{total_repay}} {{currency}}.</li>
<li>Due date: the last day of the term, {{due_date}} if the loan is paid out today.</li>
</ul>
<h2>3. Late repayment</h2>
<p>For each day after the due date that the loan is not repaid, a late fee of {{penalty_rate}}% of the amount ({{daily_penalty}} {{currency}}) is added, once per day, until it is repaid.</p>
<h2>4. Early repayment</h2>
<p>The borrower may repay the amount due at any time before the due date. Early repayment costs nothing extra.</p>
<h2>5. How to repay</h2>
<p>The borrower repays from the funding account's balance, or by a transfer to one of the lender's repayment accounts with a proof of payment that the lender checks.</p>
<h2>6. Electronic signature</h2>
<p>The borrower agrees to sign this agreement electronically. The drawn signature, the time this agreement was shown and signed, the address and browser it was signed from, and a SHA-256 fingerprint of this text are kept as the record of this agreement.</p>
</article>`;

/** Version 2's layout: one language's clauses as the agreement's HTML, marked with its language and direction. */
function version2(locale: LocaleCode, clauses: AgreementClauses): string {
  const { tag, dir } = LOCALES[locale];
  return `<article class="loan-agreement" lang="${tag}" dir="${dir}">
<h1>${clauses.title}</h1>
<p>${clauses.intro}</p>
<h2>${clauses.loanHeading}</h2>
<p>${clauses.loanText}</p>
<h2>${clauses.termsHeading}</h2>
<ul>
<li>${clauses.term}</li>
<li>${clauses.dayRate}</li>
<li>${clauses.freeDays}</li>
<li>${clauses.totalInterest}</li>
<li>${clauses.totalRepay}</li>
<li>${clauses.dueDate}</li>
</ul>
<h2>${clauses.lateHeading}</h2>
<p>${clauses.lateText}</p>
<h2>${clauses.earlyHeading}</h2>
<p>${clauses.earlyText}</p>
<h2>${clauses.repayHeading}</h2>
<p>${clauses.repayText}</p>
<h2>${clauses.signHeading}</h2>
<p>${clauses.signText}</p>
</article>`;
}

/** Each version's templates by language; a version names only the languages it was written in. */
const TEMPLATES: Readonly<Record<number, Partial<Record<LocaleCode, string>>>> = {
  1: { en: VERSION_1_EN },
  2: Object.fromEntries(LOCALE_CODES.map((code) => [code, version2(code, AGREEMENT_WORDING[code].clauses)])),
};

/** The SHA-256 of each released version's templates (see templatesDigest); a released version never changes. */
export const RELEASED_DIGESTS: Readonly<Record<number, string>> = {
  1: 'c2e5033715dfda080a3d9e493ccd3bac18d2f3e7373a9ff3f59a77fbb9290ec1',
  2: 'fc39f9711f60454900810f8e150f54a0b754ecb2628d992e75baa42adfdd9c5b',
};

/** One digest over a version's templates in every language, in a fixed order. */
export function templatesDigest(version: number): string {
  const templates = TEMPLATES[version] ?? {};
  const entries = Object.keys(templates)
    .sort()
    .map((code) => [code, templates[code as LocaleCode]]);
  return createHash('sha256').update(JSON.stringify(entries), 'utf8').digest('hex');
}

export const AGREEMENT_VERSIONS: readonly number[] = Object.keys(TEMPLATES).map(Number);

/** The template of a version in a language, or in the fallback language when the version has none in it. */
export function agreementTemplate(
  version: number,
  locale: LocaleCode = AGREEMENT_FALLBACK_LOCALE,
): { template: string; locale: LocaleCode } {
  const templates = TEMPLATES[version];
  if (templates === undefined) throw new Error(`no loan agreement template version ${version}`);
  const own = templates[locale];
  if (own !== undefined) return { template: own, locale };
  const fallback = templates[AGREEMENT_FALLBACK_LOCALE];
  if (fallback === undefined) throw new Error(`loan agreement template version ${version} has no ${AGREEMENT_FALLBACK_LOCALE} text`);
  return { template: fallback, locale: AGREEMENT_FALLBACK_LOCALE };
}

/**
 * The agreement's language from the request's `lang` header as sent: one of the product's languages (`tw` read as
 * `hk`, as everywhere), otherwise English, which anyone signing in an unknown language is likelier to read than
 * the interface's default.
 */
export function agreementLocale(header: string | string[] | undefined): LocaleCode {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  if (value === 'tw') return 'hk';
  return (LOCALE_CODES as readonly string[]).includes(value) ? (value as LocaleCode) : AGREEMENT_FALLBACK_LOCALE;
}
