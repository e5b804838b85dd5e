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

/** Whether a payout method can be paid to now: not until a day after it was added (issue 33's safeguards). */
export function usableNow(method: DrawMethod, now: number): boolean {
  return method.usable_from <= now;
}

/** The method the user chose when it can be used now, else the first that can; undefined when none can. */
export function methodToUse(methods: readonly DrawMethod[], chosenId: string, now: number): DrawMethod | undefined {
  const chosen = methods.find((method) => String(method.id) === chosenId);
  return chosen && usableNow(chosen, now) ? chosen : methods.find((method) => usableNow(method, now));
}

/** When the next of these methods becomes usable; undefined when none is still waiting. */
export function nextUsableAt(methods: readonly DrawMethod[], now: number): number | undefined {
  const waiting = methods.filter((method) => !usableNow(method, now)).map((method) => method.usable_from);
  return waiting.length > 0 ? Math.min(...waiting) : undefined;
}
