// How the account centre writes amounts; pure, so it is tested without a browser.

export const HIDDEN_AMOUNT = '******';

/** An amount string from the API ("12345.60") grouped for the user's language, with Latin digits like prices. */
export function formatAmountText(amount: string, tag: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  const places = amount.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(tag, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    numberingSystem: 'latn',
  }).format(amount as Intl.StringNumericLiteral);
}
