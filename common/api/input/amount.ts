import * as z from 'zod/mini';

// A money amount the user typed, as text. The schema only checks that it is a plain decimal (an optional minus, no
// exponent, bounded digits) so that zero, negative, over-precise and huge amounts reach the wallet's own checks and
// get a message that says what is wrong with them (common/wallet.ts, amountProblem).

const PLAIN_DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;

export const amountText = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!PLAIN_DECIMAL.test(text)) {
      ctx.issues.push({ code: 'custom', message: 'not a plain decimal number', input: value });
      return z.NEVER;
    }
    return text;
  }),
);

/** One of the given whole numbers, given as a number or as its text. */
export const oneOf = <const T extends number>(values: readonly T[]) =>
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, ctx) => {
      const found = values.find((allowed) => String(allowed) === String(value));
      if (found === undefined) {
        ctx.issues.push({ code: 'custom', message: `must be one of ${values.join(', ')}`, input: value });
        return z.NEVER;
      }
      return found;
    }),
  );
