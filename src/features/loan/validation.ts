import { loanAmount, loanKycForm } from '@common/api/input/loan';
import { loanAmountProblem, type LoanAmountProblem } from '@common/loan';
import type { LoanConfig } from '@common/api/loan';
import { refusedFields } from '@/lib/form-schema';

// The loan forms' checks (spec section 5), made with the server's own schemas and limit rules (common/api/input/loan.ts,
// common/loan.ts), so a form refuses exactly what the server would.

export const KYC_FIELDS = [
  'name',
  'last_name',
  'sex',
  'birthday',
  'country',
  'mobile',
  'id_card_type',
  'id_number',
  'hand_pic',
  'address',
] as const;
export type KycField = (typeof KYC_FIELDS)[number];

/** The identity check as sent; without the name and ID number when the verified identity gives them. */
export interface KycInput {
  name?: string;
  last_name?: string;
  sex: number;
  birthday: string;
  country: string;
  mobile: string;
  id_card_type: number;
  id_number?: string;
  hand_pic: string;
  address: string;
}

/** The fields the server would refuse, with the birthday bounded by `today` (YYYY-MM-DD). */
export function kycProblems(input: KycInput, today: string): ReadonlySet<KycField> {
  return refusedFields(loanKycForm(today), input) as ReadonlySet<KycField>;
}

export type AmountProblem = 'required' | 'not_number' | LoanAmountProblem;

/** What is wrong with the amount for the chosen config, or null (the empty amount is the spec's "input amount"). */
export function loanAmountCheck(amount: string, config: Pick<LoanConfig, 'min_amount' | 'max_amount'>): AmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'required';
  if (!loanAmount.safeParse(text).success) return /^\d+\.\d{3,}$/.test(text) ? 'too_many_decimals' : 'not_number';
  return loanAmountProblem(text, config);
}
