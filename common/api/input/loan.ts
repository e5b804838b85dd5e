import * as z from 'zod/mini';
import { BIRTHDAY_MIN, LOAN_KYC_STATUS, LOAN_STATUS, REPAYMENT_STATUS, LOAN_ID_TYPE, LOAN_SEX } from '../../loan';
import { customerFilter } from './admin-wallet';
import { queueFilters } from './queue-filters';
import { isCalendarDay } from '../../calendar-day';
import { moneyAmount } from './amount';
import {
  boundedText,
  decimalMatching,
  integerBetween,
  multilineText,
  noInput,
  oneOf,
  page,
  positiveInt,
  positiveIntegerColumn,
  ruled,
} from './fields';
import { translationsInput } from './localized-text';

// What the loan calls of ../loan.ts accept, one schema per call under the call's name. The PWA's forms check with
// the same rules (`loanKycForm(today)` bounds the birthday by the device's day; the server bounds it again by its
// clock, since a schema here cannot read the server's clock).

/**
 * A loan amount: a positive plain decimal with at most 2 decimals (the config's bounds are the service's check).
 * Empty reads as missing, so the screen and the server say "input amount" for it (spec section 5).
 */
export const loanAmount = z.pipe(z.union([z.number(), z.string().check(z.minLength(1))]), moneyAmount);

/** A birthday from 1950-01-01 up to `today` (YYYY-MM-DD), or only from 1950-01-01 when `today` is not given. */
export function birthdayUpTo(today?: string) {
  return ruled(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.refine(isCalendarDay, 'not a date YYYY-MM-DD'),
      z.refine((day) => day >= BIRTHDAY_MIN && (today === undefined || day <= today), `not from ${BIRTHDAY_MIN} to today`),
    ),
    'closed',
  );
}

/** "<dialling code>-<number>": 1 to 4 digits, a dash, 4 to 15 digits. */
export const loanMobile = z.string().check(z.trim(), z.minLength(1), z.regex(/^\d{1,4}-\d{4,15}$/));

/** An uploaded image's url, as the upload endpoint answered it. */
const uploadUrl = boundedText(200, 1);

function kycFields(today?: string) {
  return {
    // The name and ID number may be left out when the customer's real-name identity is verified: the server takes
    // them from it (server/loan/verified-identity.ts) and asks for them otherwise.
    name: z.optional(boundedText(60, 1)),
    last_name: z.optional(boundedText(60, 1)),
    sex: oneOf(Object.values(LOAN_SEX)),
    birthday: birthdayUpTo(today),
    /** ISO 3166 region code of the area list. */
    country: z.string().check(z.trim(), z.minLength(1), z.regex(/^[A-Z]{2}$/)),
    mobile: loanMobile,
    id_card_type: oneOf(Object.values(LOAN_ID_TYPE)),
    id_number: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/))),
    hand_pic: uploadUrl,
    address: boundedText(300, 1),
  };
}

export const loanKycInfo = noInput;
export const loanKycSubmit = z.object(kycFields());
/** The identity form's rules in the PWA, with the birthday bounded by the device's today. */
export const loanKycForm = (today: string) => z.object(kycFields(today));

export const loanConfigs = noInput;
export const loanConfigInfo = z.object({ id: positiveIntegerColumn });
export const loanGetDate = z.object({ loan_period: z.optional(integerBetween(1, 3650)) });
export const loanAgreement = z.object({ config_id: positiveIntegerColumn, amount: loanAmount });

/** A SHA-256 in hex. */
const sha256 = z.string().check(z.trim(), z.minLength(1), z.toLowerCase(), z.regex(/^[0-9a-f]{64}$/));

export const loanSubmit = z.object({
  amount: loanAmount,
  config_id: positiveIntegerColumn,
  /** Url of the signature image (a PNG) uploaded through the upload endpoint. */
  sign: uploadUrl,
  /** SHA-256 of the agreement the user was shown by `loan_agreement`. */
  agreement: sha256,
  /** The ticked consent to sign electronically: only 1 is accepted. */
  consent: oneOf([1] as const),
});

export const loanList = z.object({ page });
export const loanInfo = z.object({ id: positiveInt });
export const loanRepaymentInfo = z.object({ loan_id: positiveInt });
export const loanRepaymentAccounts = noInput;
export const loanRepayment = z.object({ charge_id: positiveIntegerColumn, loan_id: positiveInt, proofImg: uploadUrl });
export const loanRepaymentBalance = z.object({ loan_id: positiveInt });
export const loanAgreementPdf = z.object({ id: positiveInt });

// The back office.

/** Hundredths of a percent a day: up to 10000 (100% a day), at most 4 decimals. */
const RATE = /^\d{1,5}(\.\d{1,4})?$/;
const flag = z._default(z.optional(oneOf([0, 1] as const)), 1);
const sort = z._default(z.optional(integerBetween(0, 1_000_000)), 0);
/** A decision's reason, written in a box of several lines. */
const reason = z._default(z.optional(multilineText(500)), '');

export const adminPage = z.object({ page });
export const adminDecide = z.object({ id: positiveInt, action: z.enum(['approve', 'reject']), reason });
/** `id` is the user's id (a user has one loan identity check): an integer column. */
export const adminDecideLoanKyc = z.object({ id: positiveIntegerColumn, action: z.enum(['approve', 'reject']), reason });
export const adminLoanKycs = z.object({
  status: z.optional(oneOf(Object.values(LOAN_KYC_STATUS))),
  customer: customerFilter,
  page,
  ...queueFilters,
});
export const adminLoans = z.object({
  status: z.optional(oneOf(Object.values(LOAN_STATUS))),
  customer: customerFilter,
  page,
  ...queueFilters,
});
export const adminLoanRepayments = z.object({
  status: z.optional(oneOf(Object.values(REPAYMENT_STATUS))),
  customer: customerFilter,
  page,
  ...queueFilters,
});
export const adminSaveLoanConfig = z.object({
  id: z.optional(positiveIntegerColumn),
  loan_period: integerBetween(1, 3650),
  min_amount: moneyAmount,
  max_amount: moneyAmount,
  interest_rate: decimalMatching(RATE),
  free_period: integerBetween(0, 3650),
  /** Empty: the default 0.25% a day. */
  penalty_rate: z._default(z.optional(z.union([decimalMatching(RATE), z.literal('')])), ''),
  enabled: flag,
  sort,
  /** The English title and description (empty: the term is named by its period); `texts` the other languages'.
   * Each absent leaves what is written as it is. */
  title: z.optional(boundedText(100)),
  desc: z.optional(multilineText(1000)),
  texts: translationsInput(100, 1000),
});
export const adminSaveRepaymentAccount = z.object({
  id: z.optional(positiveIntegerColumn),
  currency_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(12), z.regex(/^[A-Za-z0-9]+$/)),
  protocol_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(20), z.regex(/^[A-Za-z0-9-]+$/)),
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9:_-]+$/)),
  enabled: flag,
  sort,
});
