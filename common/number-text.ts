// Decimal strings written for a language, shared by the PWA's formatting module (src/lib/format.ts) and the
// server's messages (server/i18n/catalogs.ts), so "1483511.64" reads "1,483,511.64" in English and "1.483.511,64" in
// German wherever it shows. No decimal.js: Intl.NumberFormat reads a decimal string exactly, never through a float.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The most decimals Intl.NumberFormat takes. */
const MAX_INTL_PLACES = 20;

/** Whether a string is a plain decimal ("12", "-0.50"), the only thing these functions write for a language. */
export function isDecimalText(value: string): boolean {
  return DECIMAL.test(value);
}

/**
 * A decimal string grouped for a language (a BCP 47 tag), with `places` decimals (rounded half away from zero) or,
 * without it, the decimals it has; Latin digits like prices. Anything that is not a plain decimal comes back as is.
 */
export function decimalText(value: string, tag: string, places?: number): string {
  if (!DECIMAL.test(value)) return value;
  const shown = places ?? value.split('.')[1]?.length ?? 0;
  // Intl shows at most 20 decimals and throws past them; no amount has so many, but text that reads as a decimal
  // (an operator's reason in a ledger line) may: it is written as it is.
  if (shown > MAX_INTL_PLACES) return value;
  return formatter(tag, shown).format(value as Intl.StringNumericLiteral);
}

// Building an Intl.NumberFormat costs far more than using one, and live prices are formatted many times a second
// with a handful of languages and decimal places; formatters never change, so each is built once.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(tag: string, places: number): Intl.NumberFormat {
  const key = `${tag} ${places}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(tag, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      roundingMode: 'halfExpand',
      numberingSystem: 'latn',
    });
    formatters.set(key, found);
  }
  return found;
}
