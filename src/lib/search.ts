import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { isCalendarDay } from '@common/calendar-day';

// Search-parameter rules for the route tree, as small functions rather than a schema library, so the shell does
// not carry one. A bad value never breaks a screen: it is dropped (absent), as a hand-edited or stale link should
// be. Defaults belong to the screens, not the URL: a default written into the URL would change the address a
// guest is sent back to after logging in.

type Parser<T> = (value: unknown) => T | undefined;

/** A positive whole-number id. */
export const optionalId: Parser<number> = (value) => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
};

/** Free text of bounded length (the router has already decoded it, and read `1` or `true` as a number or a boolean). */
export const optionalText: Parser<string> = (value) => {
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  return typeof text === 'string' && text.length > 0 && text.length <= 200 ? text : undefined;
};

/** One of the listed numbers. */
export function oneOf<const T extends readonly number[]>(allowed: T): Parser<T[number]> {
  return (value) => {
    const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
    return allowed.find((candidate) => candidate === number);
  };
}

/** A calendar day YYYY-MM-DD that exists (a date filter's end); anything else is dropped. */
export const optionalDay: Parser<string> = (value) => (typeof value === 'string' && isCalendarDay(value) ? value : undefined);

/** One of the listed words. */
export function oneOfText<const T extends readonly string[]>(allowed: T): Parser<T[number]> {
  return (value) => allowed.find((candidate) => candidate === value);
}

/** A path inside this app to return to, never another site (`//host`, `/\host` or `https://…` are dropped). */
export const returnPath: Parser<string> = (value) =>
  typeof value === 'string' && value.length <= 500 && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : undefined;

type SearchOf<P extends Record<string, Parser<unknown>>> = {
  [K in keyof P]?: (P[K] extends Parser<infer T> ? T : never) | undefined;
};

/**
 * A route's `validateSearch` from one parser per key. Every key is in the result, a dropped value as undefined: the
 * router lays the validated search over the address's own (`{ ...raw, ...validated }`), so a key left out would let
 * the raw text through to the screen. Undefined values are never written back into an address.
 */
export function searchOf<P extends Record<string, Parser<unknown>>>(parsers: P) {
  return (search: Record<string, unknown>): SearchOf<P> => {
    const result: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(parsers)) result[key] = parse(search[key]);
    return result as SearchOf<P>;
  };
}

/**
 * A money amount in a link (`amount=100`, `amount=25.50`): positive, at most 2 decimals, kept as the decimal text
 * it was written as. The router reads a number-looking value as a number only when the number writes back as the
 * same text (`100`, not `25.50`), so String() gives that text back exactly.
 */
export const optionalAmount: Parser<string> = (value) => {
  // A link written before the plain form (`amount=%22100%22`) still reads.
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/^"(.*)"$/, '$1') : value;
  return typeof text === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(text) && /[1-9]/.test(text) ? text : undefined;
};

/**
 * How both apps' routers read and write search parameters: every value as plain text (`amount=100`, `q=true`),
 * never JSON (`amount=%22100%22`); no route keeps an object in its search. The parsers above take the text, or
 * the number or boolean the router read it as.
 */
export const plainSearch = {
  parseSearch: parseSearchWith((text) => text),
  stringifySearch: stringifySearchWith(JSON.stringify),
};
