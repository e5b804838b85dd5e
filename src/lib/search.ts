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

/** Free text of bounded length (the router has already decoded it). */
export const optionalText: Parser<string> = (value) => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text.length > 0 && text.length <= 200 ? text : undefined;
};

/** One of the listed numbers. */
export function oneOf<const T extends readonly number[]>(allowed: T): Parser<T[number]> {
  return (value) => {
    const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
    return allowed.find((candidate) => candidate === number);
  };
}

/** A path inside this app to return to, never another site (`//host`, `/\host` or `https://…` are dropped). */
export const returnPath: Parser<string> = (value) =>
  typeof value === 'string' && value.length <= 500 && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : undefined;

type SearchOf<P extends Record<string, Parser<unknown>>> = {
  [K in keyof P]?: P[K] extends Parser<infer T> ? T : never;
};

/** A route's `validateSearch` from one parser per key; keys whose value is dropped are left out. */
export function searchOf<P extends Record<string, Parser<unknown>>>(parsers: P) {
  return (search: Record<string, unknown>): SearchOf<P> => {
    const result: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(parsers)) {
      const value = parse(search[key]);
      if (value !== undefined) result[key] = value;
    }
    return result as SearchOf<P>;
  };
}

/**
 * A money amount in a link (`amount=100`, `amount=25.5`): positive, at most 2 decimals. It is kept as a number
 * because the router reads `100` as a number and writes a string that looks like one back quoted
 * (`amount=%22100%22`); a number goes back plain. The screen turns it into decimal text with String(), which is
 * exact for an amount of this size and precision.
 */
export const optionalAmount: Parser<number> = (value) => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};
