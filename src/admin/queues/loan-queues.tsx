import { msg } from '@lingui/core/macro';
import {
  type AdminLoanDetail,
  adminLoanDetail,
  adminLoanKycDetail,
  adminLoanRepaymentDetail,
  type AdminLoanRepaymentDetail,
} from '@common/api/admin-queues';
import {
  adminDecideLoan,
  adminDecideLoanKyc,
  adminDecideLoanRepayment,
  adminLoanKycs,
  adminLoanRepayments,
  adminLoans,
  type AdminLoan,
  type AdminLoanKyc,
  type AdminLoanRepayment,
} from '@common/api/loan';
import {
  borrowerName,
  dayRatePercent,
  effectivePenaltyRate,
  LOAN_KYC_STATUS,
  LOAN_STATUS,
  REPAYMENT_STATUS,
  LOAN_ID_TYPE,
  LOAN_SEX,
} from '@common/loan';
import {
  adminClaimLoan,
  adminClaimLoanKyc,
  adminClaimLoanRepayment,
  adminExportLoanKycs,
  adminExportLoanRepayments,
  adminExportLoans,
} from '@common/api/admin-queue-actions';
import { amountText, timeText } from '../format';
import { i18n } from '../i18n';
import { ConsoleLink } from '../routing/links';
import { AgreementBox } from './AgreementBox';
import { amountColumn, approveAction, laterStatus, REJECT_ACTION, requestColumns } from './columns';
import type { AnyQueue } from './queue';
import { reviewQueue } from './review-queue';

// The loan queues (issue 18): identity checks for borrowing (support decides), new loans to pay out and repayments
// sent with a proof (finance decides). Roles come from the calls' declarations in common/api/loan.ts.

/** A day rate in hundredths of a percent, as "0.05 % a day". */
const dayRate = (rate: string) => {
  const percent = dayRatePercent(rate);
  return i18n._(msg`${percent} % a day`);
};
const days = (count: number) => i18n._(msg`${count} days`);
const freeDays = (count: number) => i18n._(msg`${count} interest-free`);

const loanKycs = reviewQueue<AdminLoanKyc>({
  key: 'loan_kycs',
  title: msg`Loan identity checks`,
  list: adminLoanKycs,
  outcomes: { waiting: LOAN_KYC_STATUS.waiting, approved: LOAN_KYC_STATUS.approved, rejected: LOAN_KYC_STATUS.rejected },
  detail: adminLoanKycDetail,
  decide: adminDecideLoanKyc,
  idOf: (item) => item.user_id,
  columns: [
    ...requestColumns<AdminLoanKyc>(msg`Submitted`, (item) => item.submitted_at, { numbered: false }),
    { key: 'name', label: msg`Name`, render: (item) => borrowerName(item) },
    { key: 'country', label: msg`Country or region`, render: (item) => item.country },
    { key: 'id_number', label: msg`ID number`, render: (item) => item.id_number },
  ],
  tools: { claim: adminClaimLoanKyc, exportCsv: adminExportLoanKycs },
  facts: (item, locale) => [
    // A name taken from the verified identity is kept whole, with no first name.
    ...(item.last_name === ''
      ? [[msg`Name`, item.name] as const]
      : [[msg`Last name`, item.name] as const, [msg`First name`, item.last_name] as const]),
    [msg`Sex`, i18n._(item.sex === LOAN_SEX.male ? msg`Male` : item.sex === LOAN_SEX.female ? msg`Female` : msg`Not given`)],
    [msg`Birthday`, item.birthday || '—'],
    [msg`Country or region`, item.country],
    [msg`Mobile`, item.mobile],
    [msg`ID type`, i18n._(item.id_card_type === LOAN_ID_TYPE.passport ? msg`Passport` : msg`ID card`)],
    [msg`ID number`, item.id_number],
    [msg`Address`, item.address],
    [msg`Submitted`, timeText(item.submitted_at, locale)],
    [msg`Operator's reason`, item.reason || '—'],
  ],
  imageLabels: [msg`Photo holding the ID`],
});

/** The loan's own terms and amounts, as signed; shown on the loan and under a repayment. */
const loanTerms = (loan: AdminLoan, locale: string) =>
  [
    [msg`Amount (USD)`, amountText(loan.amount, locale)],
    [msg`Term`, `${days(loan.loan_period)} · ${freeDays(loan.free_period)}`],
    [msg`Interest rate`, dayRate(loan.interest_rate)],
    [msg`Interest (USD)`, amountText(loan.interest_amount, locale)],
    [msg`Late fee rate`, dayRate(effectivePenaltyRate(loan.penalty_rate))],
    [msg`Late fees so far (USD)`, `${amountText(loan.penalty_amount, locale)} · ${days(loan.penalty_days)}`],
    [msg`To repay on time (USD)`, amountText(loan.total_repay, locale)],
    [msg`Amount due now (USD)`, amountText(loan.amount_due, locale)],
    [msg`Due day`, loan.due_date || '—'],
  ] as const;

const loans = reviewQueue<AdminLoan, AdminLoanDetail>({
  key: 'loans',
  title: msg`Loans`,
  list: adminLoans,
  outcomes: {
    waiting: LOAN_STATUS.waiting,
    approved: LOAN_STATUS.repaying,
    approvedLabel: msg`Paid out`,
    rejected: LOAN_STATUS.rejected,
    more: [laterStatus(LOAN_STATUS.repaymentCheck, msg`Repayment being checked`), laterStatus(LOAN_STATUS.repaid, msg`Repaid`)],
  },
  detail: adminLoanDetail,
  decide: adminDecideLoan,
  actions: [approveAction(msg`Approve and pay out`), REJECT_ACTION],
  columns: [
    ...requestColumns<AdminLoan>(msg`Signed`, (item) => item.signed_at),
    { key: 'term', label: msg`Term`, render: (item) => days(item.loan_period) },
    amountColumn(msg`Amount (USD)`, (item) => item.amount),
    { key: 'repay', label: msg`To repay (USD)`, render: (item, locale) => amountText(item.total_repay, locale), numeric: true },
  ],
  tools: { claim: adminClaimLoan, exportCsv: adminExportLoans },
  facts: (item, locale) => [
    ...loanTerms(item, locale),
    [
      msg`Config`,
      item.config
        ? `#${item.config.id} · ${amountText(item.config.min_amount, locale)}–${amountText(item.config.max_amount, locale)} · ${i18n._(item.config.enabled ? msg`On offer` : msg`Withdrawn`)}`
        : `#${item.config_id}`,
    ],
    [msg`Signed`, timeText(item.signed_at, locale)],
    [msg`Signed from`, `${item.signed_ip} · ${item.signed_user_agent}`],
    [msg`Consent ticked`, i18n._(item.consent ? msg`Yes` : msg`No`)],
    [msg`Agreement`, `v${item.template_version} · SHA-256 ${item.agreement_sha256.slice(0, 16)}…`],
    [msg`Operator's reason`, item.reason || '—'],
  ],
  body: (item) => <AgreementBox html={item.agreement} label={i18n._(msg`Signed agreement`)} />,
  imageLabels: [msg`Signature`],
});

const loanRepayments = reviewQueue<AdminLoanRepayment, AdminLoanRepaymentDetail>({
  key: 'loan_repayments',
  title: msg`Loan repayments`,
  list: adminLoanRepayments,
  outcomes: {
    waiting: REPAYMENT_STATUS.waiting,
    approved: REPAYMENT_STATUS.confirmed,
    approvedLabel: msg`Confirmed`,
    rejected: REPAYMENT_STATUS.rejected,
  },
  detail: adminLoanRepaymentDetail,
  decide: adminDecideLoanRepayment,
  actions: [approveAction(msg`Confirm the repayment`), REJECT_ACTION],
  columns: [
    ...requestColumns<AdminLoanRepayment>(msg`Submitted`, (item) => item.created_at),
    { key: 'loan', label: msg`Loan`, render: (item) => `#${item.loan_id}` },
    amountColumn(msg`Amount due (USD)`, (item) => item.amount_due, 'due'),
  ],
  tools: { claim: adminClaimLoanRepayment, exportCsv: adminExportLoanRepayments },
  facts: (item, locale) => [
    [msg`Amount due with this proof (USD)`, amountText(item.amount_due, locale)],
    [
      msg`Loan`,
      <ConsoleLink to="/queues/$queue/$id" params={{ queue: 'loans', id: String(item.loan_id) }}>
        #{item.loan_id}
      </ConsoleLink>,
    ],
    [msg`Submitted`, timeText(item.created_at, locale)],
    [msg`Operator's reason`, item.reason || '—'],
    ...loanTerms(item.loan, locale),
  ],
  imageLabels: [msg`Proof of payment`],
});

export const LOAN_QUEUES: readonly AnyQueue[] = [loanKycs, loans, loanRepayments];
