// The loan agreement's templates, by version. A signed loan stores the version it was rendered from with the
// rendered text and its SHA-256, so a later wording never changes what a user signed: a new wording is a new
// version here, and CURRENT_AGREEMENT_VERSION moves to it. Placeholders are {{name}}; every value put in is
// HTML-escaped by the renderer, and the template itself holds no script, style or event attribute.

export const CURRENT_AGREEMENT_VERSION = 1;

/** The values a template takes, all as display text (amounts already formatted). */
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

const VERSION_1 = `<article class="loan-agreement" lang="en">
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

const TEMPLATES: Readonly<Record<number, string>> = { 1: VERSION_1 };

export function agreementTemplate(version: number): string {
  const template = TEMPLATES[version];
  if (template === undefined) throw new Error(`no loan agreement template version ${version}`);
  return template;
}
