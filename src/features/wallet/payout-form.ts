import type { PayoutDetailProblem } from '@common/payout-details';
import { DRAW_TYPE, type DrawType } from '@common/wallet';

// The add-payout-method form (spec section 2, withdraw-way): a currency, then a wallet address (type 1) or the
// bank's and payee's details (type 2). The checks before sending are wallet-validation.ts's (the server's schema,
// then the server's checks of the SWIFT/BIC, the account and the address).

export const BANK_FIELDS = ['bank_name', 'bank_address', 'bank_swift', 'payee_name', 'payee_account'] as const;
export const COIN_FIELDS = ['dc_address'] as const;

export type PayoutField = 'currency' | (typeof BANK_FIELDS)[number] | (typeof COIN_FIELDS)[number];
export type PayoutValues = Record<PayoutField, string>;
/**
 * Blank, refused by the server's schema (too long, characters it does not take), or a SWIFT/BIC, account or address
 * that cannot be right (common/payout-details.ts).
 */
export type PayoutProblem = 'required' | 'invalid' | PayoutDetailProblem;

export const EMPTY_PAYOUT: PayoutValues = {
  currency: '',
  dc_address: '',
  bank_name: '',
  bank_address: '',
  bank_swift: '',
  payee_name: '',
  payee_account: '',
};

/** The fields a type asks for, in the form's order. */
export function payoutFields(type: DrawType): readonly PayoutField[] {
  return ['currency', ...(type === DRAW_TYPE.bank ? BANK_FIELDS : COIN_FIELDS)];
}

/** What bind_draw_method is sent: the type, the currency and the fields of that type, trimmed. */
export function payoutParams(type: DrawType, values: PayoutValues) {
  const fields = type === DRAW_TYPE.bank ? BANK_FIELDS : COIN_FIELDS;
  return {
    type,
    draw_id: Number(values.currency),
    ...Object.fromEntries(fields.map((field) => [field, values[field].trim()])),
  };
}
