import { Decimal, formatAmount } from '@common/money';

// How amounts and prices are written for a language; pure, so it is tested without a browser.

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

const DECIMAL = /^-?\d+(\.\d+)?$/;

export type Tone = 'up' | 'down' | 'flat';

/** An amount in USD, 2 decimals, grouped for the language; "--" for anything that is not a number. */
export function moneyText(value: string, tag: string): string {
  return DECIMAL.test(value) ? formatAmountText(formatAmount(value), tag) : '--';
}

/** A signed amount (a profit, a ledger change) with its sign and tone: "+12.30" up, "-4.00" down, "0.00" flat. */
export function profitText(value: string, tag: string): { text: string; tone: Tone } {
  if (!DECIMAL.test(value)) return { text: '--', tone: 'flat' };
  const rounded = new Decimal(formatAmount(value));
  const tone: Tone = rounded.isZero() ? 'flat' : rounded.isNegative() ? 'down' : 'up';
  const sign = tone === 'up' ? '+' : tone === 'down' ? '-' : '';
  return { text: `${sign}${formatAmountText(rounded.abs().toFixed(2), tag)}`, tone };
}
