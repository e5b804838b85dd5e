// How amounts and prices are written for a language; pure, so it is tested without a browser. No decimal.js here:
// the home screen shows prices with this alone, and decimal.js stays out of the first load (Intl.NumberFormat
// reads a decimal string exactly, it never goes through a binary float).

/**
 * A decimal string from the API ("12345.60") grouped for the user's language (a BCP 47 tag), keeping its decimal
 * places and Latin digits like prices. Anything that is not a plain decimal comes back unchanged.
 */
export function formatAmountText(amount: string, tag: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  const places = amount.split('.')[1]?.length ?? 0;
  return formatter(tag, places).format(amount as Intl.StringNumericLiteral);
}

// Building an Intl.NumberFormat costs far more than using one, and live prices are formatted many times a second
// with a handful of languages and decimal places; formatters never change, so each is built once.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(tag: string, places: number): Intl.NumberFormat {
  const key = `${tag} ${places}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(tag, { minimumFractionDigits: places, maximumFractionDigits: places, numberingSystem: 'latn' });
    formatters.set(key, found);
  }
  return found;
}

/** What an amount the user chose to hide shows instead. */
export const HIDDEN_AMOUNT = '******';

/**
 * A decimal string rounded half up (away from zero, as decimal.js's ROUND_HALF_UP) to 2 places, without its sign,
 * and whether it was negative: for display only (the home screen's changes), since Intl rounds the exact decimal.
 */
export function roundedMagnitude(value: string): { digits: string; negative: boolean } {
  const negative = value.startsWith('-');
  const magnitude = negative ? value.slice(1) : value;
  return { digits: plainTwoPlaces.format(magnitude as Intl.StringNumericLiteral), negative };
}

const plainTwoPlaces = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
  roundingMode: 'halfExpand',
});
