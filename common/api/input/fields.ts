import * as z from 'zod/mini';

// Field rules the API's input schemas share. Query strings and form bodies arrive as text, so numbers are read from
// text here, strictly: "12abc", "1e3", " 7" and values past the safe range are refused rather than guessed at.
// Only the server loads the schemas under input/ (the PWA imports their types alone); like every schema in common/
// they use zod's "mini" API.

const POSITIVE_INT = /^[1-9]\d{0,14}$/;

/** The input of a call that takes no parameters (the `t` timestamp and other unknown ones are dropped). */
export const noInput = z.object({});

/** A positive whole-number id or page, given as a number or as its decimal text. */
export const positiveInt = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const text = String(value);
    if (!POSITIVE_INT.test(text)) {
      ctx.issues.push({ code: 'custom', message: 'not a positive whole number', input: value });
      return z.NEVER;
    }
    return Number(text);
  }),
);

/** A page number: 1 when absent. */
export const page = z._default(z.optional(positiveInt), 1);

/** Free text: surrounding space removed, length bounded, control characters (which PostgreSQL cannot even store,
 * in the case of NUL) refused. */
export function boundedText(max: number, min = 0) {
  return z.string().check(
    z.trim(),
    z.minLength(min),
    z.maxLength(max),
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    z.refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), 'contains control characters'),
  );
}
