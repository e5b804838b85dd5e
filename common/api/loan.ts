import { ANY_OPERATOR, FINANCE, SUPPORT } from './operator-roles';
import { endpoint } from './endpoint';
import type { VerifiedIdentity } from './identity';
import type { LocaleCode } from '../locales';
import type { Translations } from '../localized-text';
import {
  LOAN_KYC_REVIEW_HOURS,
  LOAN_KYC_STATUS,
  type LoanIdType,
  type LoanKycStatus,
  type LoanSex,
  type LoanStatus,
  type RepaymentStatus,
} from '../loan';
import type * as input from './input/loan';
import type { Page } from './page';
import type { QueuePage } from './queue-page';

// Loans (spec sections 3, 4, 7 and 9), every call under /api/loan/: the loan identity check, the configs on offer,
// the server's dates, the agreement the server renders and the user signs, the loans themselves and their
// repayment. Interest, totals, late fees and due dates are computed with common/loan.ts on both sides. Amounts are
// decimal strings with 2 places, times milliseconds since the epoch, days YYYY-MM-DD (UTC).
//
// Where the spec lists no call for a step, the choice is written here: the agreement is fetched with
// `loan_agreement` (which records when it was shown) and `loan_submit` sends back its SHA-256 in `agreement`; the
// signed agreement downloads as a PDF from LOAN_AGREEMENT_PDF_PATH; repaying from the funding account's balance is
// `repayment_balance`.

/** A paged loan call's answer: the rows, the count, and the last page. */
export interface LoanPage<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
}

export const LOAN_PAGE_SIZE = 10;

/** The loan identity check as the user last sent it, with its status; empty fields before a first submit. */
export interface LoanKyc {
  status: LoanKycStatus;
  /** Why the operator sent it back (status 3); empty otherwise. */
  reason: string;
  /** Shown as the last name (the spec's naming); the full name, with `last_name` empty, when taken from the verified
   * identity (borrowerName in ../loan.ts reads both). */
  name: string;
  /** Shown as the first name. */
  last_name: string;
  sex: LoanSex | 0;
  /** YYYY-MM-DD, or empty. */
  birthday: string;
  /** ISO 3166 region code from the area list, e.g. HK. */
  country: string;
  /** "<dialling code>-<number>", e.g. "852-91234567". */
  mobile: string;
  id_card_type: LoanIdType | 0;
  id_number: string;
  /** Url of the photo of the user holding the ID (opened with the user's token). */
  hand_pic: string;
  /** Postal address. */
  address: string;
  /** When it was last sent (0 before). */
  submitted_at: number;
  /** Hours within which the team reviews it (spec section 9: 48). */
  review_hours: number;
}

/**
 * The loan identity check as its owner reads and sends it: with their verified identity, whose name and ID number
 * the server fills in (and refuses others), so the form shows them locked; null while none is verified.
 */
export interface OwnLoanKyc extends LoanKyc {
  verified: VerifiedIdentity | null;
}

/** A user who never sent the loan identity check: the form, empty. */
export const NO_LOAN_KYC: LoanKyc = {
  status: LOAN_KYC_STATUS.none,
  reason: '',
  name: '',
  last_name: '',
  sex: 0,
  birthday: '',
  country: '',
  mobile: '',
  id_card_type: 0,
  id_number: '',
  hand_pic: '',
  address: '',
  submitted_at: 0,
  review_hours: LOAN_KYC_REVIEW_HOURS,
};

export interface LoanConfig {
  id: number;
  /** Days. */
  loan_period: number;
  min_amount: string;
  max_amount: string;
  /** Hundredths of a percent a day: shown as rate / 100 % (common/loan.ts dayRatePercent). */
  interest_rate: string;
  /** Interest-free days. */
  free_period: number;
  /** Late fee a day in hundredths of a percent of the principal: the config's, or 25 (0.25%) when it sets none. */
  penalty_rate: string;
  /** The operator's name for the term, in the request's language, else English, else the first written; empty when
   * none is written (the app names the term by its period). So is `desc`. */
  title: string;
  desc: string;
  /** The language `title` is in. */
  lang: LocaleCode;
}

export interface LoanDates {
  /** The server clock, milliseconds. */
  now: number;
  /** Today (UTC), YYYY-MM-DD. */
  today: string;
  /** The due day of a loan paid out today for the `loan_period` asked, or null when none was asked. */
  due_date: string | null;
}

/** The agreement the server rendered for a config and an amount, as shown to the user before signing. */
export interface LoanAgreementPreview {
  /** The rendered agreement: HTML built by the server with every value escaped (sanitise before inserting). */
  html: string;
  /** SHA-256 (hex) of `html`: `loan_submit` sends it back as `agreement`. */
  sha256: string;
  template_version: number;
  /** The language it is written in: the user's, or English when the template has none in theirs. */
  locale: LocaleCode;
  /** When it was first shown to this user (server clock). */
  shown_at: number;
}

/** What changed in a user's loans, pushed to them on the LOAN socket topic (common/socket.ts). */
export const LOAN_EVENT = {
  kycApproved: 'kyc_approved',
  kycRejected: 'kyc_rejected',
  loanApproved: 'loan_approved',
  loanRejected: 'loan_rejected',
  repaymentConfirmed: 'repayment_confirmed',
  repaymentRejected: 'repayment_rejected',
  lateFee: 'late_fee',
} as const;
export type LoanEvent = (typeof LOAN_EVENT)[keyof typeof LOAN_EVENT];

/** A LOAN push: the screens ask their loan answers again and say what happened. */
export interface LoanPush {
  event: LoanEvent;
  /** The loan it concerns; null for the identity check. */
  loan_id: number | null;
}

export interface LoanRepaymentRequest {
  id: number;
  charge_id: number;
  status: RepaymentStatus;
  /** Url of the proof image. */
  proof_img: string;
  /** The operator's reason when rejected. */
  reason: string;
  created_at: number;
}

export interface Loan {
  id: number;
  config_id: number;
  amount: string;
  loan_period: number;
  free_period: number;
  interest_amount: string;
  interest_rate: string;
  penalty_rate: string;
  /** Late fees booked so far. */
  penalty_amount: string;
  /** Days of late fee booked so far. */
  penalty_days: number;
  /** amount + interest. */
  total_repay: string;
  /** amount + interest + penalty so far. */
  amount_due: string;
  status: LoanStatus;
  /** The operator's reason when rejected (status 3). */
  reason: string;
  /** When an operator decided it (0 before). */
  reviewed_at: number;
  /** The end of the due day (0 before payout). */
  repayment_time: number;
  /** The due day YYYY-MM-DD, empty before payout. */
  due_date: string;
  /** The signed agreement as rendered (HTML, every value escaped). */
  agreement: string;
  agreement_sha256: string;
  template_version: number;
  /** The language the agreement was rendered and signed in. */
  agreement_locale: LocaleCode;
  /** Url of the signature image the user drew. */
  sign_img: string;
  shown_at: number;
  signed_at: number;
  /** The last repayment request sent with a proof, or null. */
  repayment: LoanRepaymentRequest | null;
  /** When it was settled (status 5; 0 before). */
  repaid_at: number;
  created_at: number;
}

export interface RepaymentAccount {
  id: number;
  currency_code: string;
  protocol_code: string;
  address: string;
}

export interface LoanRepaymentInfo {
  loan: Loan;
  principal: string;
  interest: string;
  penalty: string;
  penalty_days: number;
  /** amount + interest + penalty. */
  amount_due: string;
  due_date: string;
  /** The funding account's available balance, and whether it covers the amount due. */
  funding_balance: string;
  can_pay_from_balance: boolean;
}

/** Where the signed agreement of loan `id` downloads as a PDF (GET, the user's token; not an envelope). */
export const LOAN_AGREEMENT_PDF_PATH = '/api/loan/agreement_pdf';

const user = { auth: true } as const;

export const loanKycInfo = endpoint<OwnLoanKyc>()({ ...user, method: 'GET', path: '/api/loan/info' });
export const loanKycSubmit = endpoint<OwnLoanKyc, typeof input.loanKycSubmit>()({ ...user, method: 'POST', path: '/api/loan/kyc_submit' });
export const loanConfigs = endpoint<LoanConfig[]>()({ ...user, method: 'GET', path: '/api/loan/loan_config' });
export const loanConfigInfo = endpoint<LoanConfig, typeof input.loanConfigInfo>()({
  ...user,
  method: 'GET',
  path: '/api/loan/config_info',
});
export const loanGetDate = endpoint<LoanDates, typeof input.loanGetDate>()({ ...user, method: 'GET', path: '/api/loan/get_date' });
export const loanAgreement = endpoint<LoanAgreementPreview, typeof input.loanAgreement>()({
  ...user,
  method: 'GET',
  path: '/api/loan/loan_agreement',
});
/** Signs and applies: a new loan at status 1. */
export const loanSubmit = endpoint<Loan, typeof input.loanSubmit>()({
  ...user,
  method: 'POST',
  path: '/api/loan/loan_submit',
  idempotent: true,
});
export const loanList = endpoint<LoanPage<Loan>, typeof input.loanList>()({ ...user, method: 'GET', path: '/api/loan/loan_list' });
export const loanInfo = endpoint<Loan, typeof input.loanInfo>()({ ...user, method: 'GET', path: '/api/loan/loan_info' });
export const loanRepaymentInfo = endpoint<LoanRepaymentInfo, typeof input.loanRepaymentInfo>()({
  ...user,
  method: 'GET',
  path: '/api/loan/repayment_info',
});
export const loanRepaymentAccounts = endpoint<RepaymentAccount[]>()({ ...user, method: 'GET', path: '/api/loan/repayment_accounts' });
/** Sends a proof of payment to a repayment account: the loan waits at status 4 for an operator. */
export const loanRepayment = endpoint<Loan, typeof input.loanRepayment>()({
  ...user,
  method: 'POST',
  path: '/api/loan/repayment',
  idempotent: true,
});
/** Repays the amount due from the funding account's balance at once: the loan is settled (status 5). */
export const loanRepaymentBalance = endpoint<Loan, typeof input.loanRepaymentBalance>()({
  ...user,
  method: 'POST',
  path: '/api/loan/repayment_balance',
  idempotent: true,
});

// The back office (operator sessions only).

interface AdminUserRef {
  user_id: number;
  uid: string;
  email: string;
}

export interface AdminLoanKyc extends LoanKyc, AdminUserRef {}
export interface AdminLoan extends Loan, AdminUserRef {
  /** The address and user agent the agreement was signed from, and the ticked consent. */
  signed_ip: string;
  signed_user_agent: string;
  consent: boolean;
  /** Url of the signature image. */
  sign: string;
}
/** `title` and `desc` are the English text (`lang` is en); `texts` holds the other languages written. */
export interface AdminLoanConfig extends LoanConfig {
  enabled: boolean;
  sort: number;
  texts: Translations;
}
export interface AdminRepaymentAccount extends RepaymentAccount {
  enabled: boolean;
  sort: number;
}
export interface AdminLoanRepayment extends LoanRepaymentRequest, AdminUserRef {
  loan_id: number;
  amount_due: string;
}

const admin = { auth: true, encoding: 'form' } as const;

export const adminLoanKycs = endpoint<QueuePage<AdminLoanKyc>, typeof input.adminLoanKycs>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/loan/kycs',
});
/** `id` is the user's id: a user has one loan identity check. */
export const adminDecideLoanKyc = endpoint<AdminLoanKyc, typeof input.adminDecideLoanKyc>()({
  ...admin,
  roles: SUPPORT,
  method: 'POST',
  path: '/admin/api/loan/kycs/decide',
});
export const adminLoanConfigs = endpoint<Page<AdminLoanConfig>, typeof input.adminPage>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/loan/configs',
});
/** JSON, for the other languages' texts (`texts`); a form body, without them, is read as before. */
export const adminSaveLoanConfig = endpoint<AdminLoanConfig, typeof input.adminSaveLoanConfig>()({
  ...admin,
  encoding: 'json',
  method: 'POST',
  path: '/admin/api/loan/configs/save',
});
export const adminRepaymentAccounts = endpoint<Page<AdminRepaymentAccount>, typeof input.adminPage>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/loan/repayment_accounts',
});
export const adminSaveRepaymentAccount = endpoint<AdminRepaymentAccount, typeof input.adminSaveRepaymentAccount>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/loan/repayment_accounts/save',
});
export const adminLoans = endpoint<QueuePage<AdminLoan>, typeof input.adminLoans>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/loan/loans',
});
/** Approves (pays out, status 2) or rejects (status 3) a loan waiting at status 1. */
export const adminDecideLoan = endpoint<AdminLoan, typeof input.adminDecide>()({
  ...admin,
  roles: FINANCE,
  method: 'POST',
  path: '/admin/api/loan/loans/decide',
});
export const adminLoanRepayments = endpoint<QueuePage<AdminLoanRepayment>, typeof input.adminLoanRepayments>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/loan/repayments',
});
/** Confirms (status 5, settled) or rejects (back to 2) a repayment waiting at status 4; `id` is the request's. */
export const adminDecideLoanRepayment = endpoint<AdminLoanRepayment, typeof input.adminDecide>()({
  ...admin,
  roles: FINANCE,
  method: 'POST',
  path: '/admin/api/loan/repayments/decide',
});
