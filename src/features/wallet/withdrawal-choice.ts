import type { DrawMethod, WithdrawCurrency } from '@common/api/withdraw';

// Which currency and payout method the withdraw form starts with: one the user can be paid in already, so a user
// with a bank card in EUR is not first shown USD and an "add a bank card" button.

/** The first currency the user has a payout method for, else the first currency; undefined when there is none. */
export function firstCurrency(currencies: readonly WithdrawCurrency[], methods: readonly DrawMethod[]): WithdrawCurrency | undefined {
  return currencies.find((currency) => methods.some((method) => method.draw_currency_id === currency.id)) ?? currencies[0];
}

/** The user's payout methods that pay out in a currency. */
export function methodsFor(methods: readonly DrawMethod[], currencyId: number | undefined): DrawMethod[] {
  return methods.filter((method) => method.draw_currency_id === currencyId);
}
