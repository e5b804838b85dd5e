import * as z from 'zod/mini';
import { isCalendarDay } from '../../calendar-day';

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

/** The largest value a PostgreSQL `integer` column holds. */
export const MAX_INTEGER_COLUMN = 2_147_483_647;

/**
 * A positive whole number that ends up compared with an `integer` column (the ids of users, of the wallet's
 * configuration rows and of area codes; an option's seconds). A larger one names nothing, and PostgreSQL refuses to
 * compare it with the column at all ("out of range for type integer"), which answered 500; it is refused here
 * instead. Ids of `bigint` rows (orders, deposits, withdrawals, payout methods) keep `positiveInt`.
 */
export const positiveIntegerColumn = z.pipe(positiveInt, z.number().check(z.maximum(MAX_INTEGER_COLUMN)));

/** A decimal given as text or a number, kept as text; `pattern` says which digits, sign and decimals it may have. */
export function decimalMatching(pattern: RegExp) {
  return z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, ctx) => {
      // Strict, like the whole-number fields: " 1" is refused rather than guessed at.
      const text = typeof value === 'number' ? String(value) : value;
      if (!pattern.test(text)) {
        ctx.issues.push({ code: 'custom', message: 'not a plain decimal number', input: value });
        return z.NEVER;
      }
      return text;
    }),
  );
}

// "-0" is refused like every other spelling of a number that is not its plain form.
const INTEGER = /^(0|-?[1-9]\d{0,14})$/;

/**
 * A whole number from `min` to `max`, given as a number or as its decimal text. Fractions, exponents, hex, spaces,
 * non-finite values and anything past 15 digits (beyond which a double is no longer exact) are refused, never
 * rounded or read as 0.
 */
export function integerBetween(min: number, max: number) {
  return z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      const parsed = INTEGER.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
        ctx.issues.push({ code: 'custom', message: `not a whole number from ${min} to ${max}`, input: value });
        return z.NEVER;
      }
      // "-0" is 0.
      return parsed === 0 ? 0 : parsed;
    }),
  );
}

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

/** What a refusal of a calendar day carries, so the server says how a date is written (server/http/validate.ts). */
export const NOT_A_DAY = { problem: 'not_a_day' } as const;

/** A calendar day YYYY-MM-DD that exists (no 2001-02-30), read as a UTC day (../../calendar-day.ts). */
export const calendarDay = z.string().check(z.refine(isCalendarDay, { message: 'not a date YYYY-MM-DD', params: NOT_A_DAY }));

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
