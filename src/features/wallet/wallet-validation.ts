import { amountText } from '@common/api/input/amount';
import { chargeWire } from '@common/api/input/charge';
import { realName } from '@common/api/input/identity';
import { transfer } from '@common/api/input/wallet';
import { bindPayoutMethod, draw } from '@common/api/input/withdraw';
import { accountProblem, addressProblem, swiftProblem, type PayoutDetailProblem } from '@common/payout-details';
import { exceedsAvailable, type DrawType } from '@common/wallet';
import { amountCheck, type AmountCheck } from '@/lib/amount-check';
import { refusedFields } from '@/lib/form-schema';
import { payoutFields, payoutParams, type PayoutField, type PayoutProblem, type PayoutValues } from './payout-form';

// The checks the wallet forms make before sending anything, made with the server's own schemas (common/api/input)
// on the very input the form would send, then common/wallet.ts's amountProblem, which the wallet service applies
// after its schema. The server checks again and decides; this spares a round trip for a slip and words it in the
// user's language. Loaded with the wallet screens' chunks, never with the first load of `/`.

export type { AmountCheck } from '@/lib/amount-check';

/** An amount on its own (the withdraw form's live fee preview), by the schema every wallet amount shares. */
export function checkAmount(text: string): AmountCheck | null {
  return amountCheck(text, !amountText.safeParse(text.trim()).success) ?? null;
}

/** What a transfer sends (transfer). */
export interface TransferInput {
  balance: string;
  currency_id: 1;
  from: number;
  to: number;
}

/**
 * A transfer: a usable amount, and not more than `available` (what may leave the from-account, when known), the
 * rule the server applies (common/wallet.ts).
 */
export function checkTransfer(input: TransferInput, available: string | null = null): { amount?: AmountCheck } {
  const amount = amountCheck(input.balance, refusedFields(transfer, input).has('balance'));
  if (amount) return { amount };
  return available !== null && exceedsAvailable(input.balance, available) ? { amount: 'over_available' } : {};
}

/** What a withdrawal sends (draw); an id not chosen yet is ''. */
export interface WithdrawInput {
  draw_currency_id: number | '';
  number: string;
  memo: string;
  draw_method_id: number | '';
}

/**
 * A withdrawal: a currency must be chosen and the amount usable. A missing payout method is not a field problem:
 * the form offers to add one before checking anything (spec section 5).
 */
export function checkWithdraw(input: WithdrawInput): { currency?: 'choose'; amount?: AmountCheck } {
  const refused = refusedFields(draw, input);
  const amount = amountCheck(input.number, refused.has('number'));
  return { ...(refused.has('draw_currency_id') ? { currency: 'choose' as const } : {}), ...(amount ? { amount } : {}) };
}

/** What a bank deposit sends (chargeWire), as the form holds it: no account chosen is null, no proof ''. */
export interface ChargeInput {
  amount: string;
  wireId: number | null;
  proofImg: string;
}

/** Every problem of a bank deposit at once (the account, the amount, the proof), by the server's schema. */
export function checkCharge(input: ChargeInput): { wire?: 'choose'; amount?: AmountCheck; proof?: 'choose' } {
  const refused = refusedFields(chargeWire, { number: input.amount.trim(), proofImg: input.proofImg, wire_id: input.wireId ?? 0 });
  const amount = amountCheck(input.amount, refused.has('number'));
  return {
    ...(input.wireId === null || refused.has('wire_id') ? { wire: 'choose' as const } : {}),
    ...(amount ? { amount } : {}),
    ...(refused.has('proofImg') ? { proof: 'choose' as const } : {}),
  };
}

/** What the server's service refuses in a field's text (common/payout-details.ts); an address by its protocol. */
function detailProblem(field: PayoutField, text: string, protocol: string | undefined): PayoutDetailProblem | null {
  switch (field) {
    case 'bank_swift':
      return swiftProblem(text);
    case 'payee_account':
      return accountProblem(text);
    case 'dc_address':
      // With no currency chosen the protocol is unknown; the currency's own problem is shown instead.
      return protocol === undefined ? null : addressProblem(text, protocol);
    default:
      return null;
  }
}

/**
 * Adding a payout method. The schema decides the currency and whether each text is acceptable (its length, no
 * control characters); it lets every text be blank, because which ones a method needs is the service's rule by
 * type. The form asks for every field it shows, so a blank one it shows is this form's own "required". Then the
 * SWIFT/BIC, the account and the address (by `protocol`, the chosen currency's) are checked as the service checks
 * them, each with its own problem.
 */
export function checkPayout(
  type: DrawType,
  values: PayoutValues,
  protocol: string | undefined,
): Partial<Record<PayoutField, PayoutProblem>> {
  const refused = refusedFields(bindPayoutMethod, payoutParams(type, values));
  const problems: Partial<Record<PayoutField, PayoutProblem>> = {};
  for (const field of payoutFields(type)) {
    const text = values[field].trim();
    if (text === '') problems[field] = 'required';
    else if (field === 'currency' ? refused.has('draw_id') : refused.has(field)) problems[field] = 'invalid';
    else {
      const detail = detailProblem(field, text, protocol);
      if (detail) problems[field] = detail;
    }
  }
  return problems;
}

export type IdentityField = 'name' | 'card_id';
export type IdentityProblem = 'required' | 'invalid';

/** What the real-name call sends; the photos' urls are '' until uploaded. */
export interface IdentityInput {
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
}

/** Real-name verification: the name and id number by the server's schema (the photos are the form's to ask for). */
export function checkIdentity(input: IdentityInput): Partial<Record<IdentityField, IdentityProblem>> {
  const refused = refusedFields(realName, input);
  const problems: Partial<Record<IdentityField, IdentityProblem>> = {};
  for (const field of ['name', 'card_id'] as const) {
    if (!refused.has(field)) continue;
    problems[field] = input[field].trim() === '' ? 'required' : 'invalid';
  }
  return problems;
}
