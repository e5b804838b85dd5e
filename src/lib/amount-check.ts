import { amountProblem, type AmountProblem } from '@common/wallet';

// The check every money amount a form takes goes through (the wallet's transfer, withdrawal and deposit, a fund
// subscription): blank, refused by the call's own schema, or unusable by common/wallet.ts's rule, which the server
// applies after its schema. A form adds its own limits after this (a fund's minimum and maximum).

/** What can be wrong with an amount as typed: blank, not a plain decimal (the schema), or unusable (the wallet). */
export type AmountCheck = 'required' | 'not_number' | AmountProblem | 'over_available';

/** An amount's problem, given whether the call's schema refused its field; undefined when it is usable. */
export function amountCheck(text: string, refused: boolean): AmountCheck | undefined {
  const value = text.trim();
  if (value === '') return 'required';
  if (refused) return 'not_number';
  return amountProblem(value) ?? undefined;
}
