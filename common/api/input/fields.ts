import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { isCalendarDay } from '../../calendar-day';

// Field rules the API's input schemas share. Query strings and form bodies arrive as text, so numbers are read from
// text here, strictly: "12abc", "1e3", " 7" and values past the safe range are refused rather than guessed at.
// Only the server loads the schemas under input/ (the PWA imports their types alone); like every schema in common/
// they use zod's "mini" API.

const POSITIVE_INT = /^[1-9]\d{0,14}$/;

/**
 * Which shared rule made a field: free text on one line or on several, a value of a closed format (a day, a language
 * code, a ticked box), a whole number, a decimal, a money amount. The fuzz suite walks every input schema and
 * requires each field to be made by one of them (tests/server/fuzz/field-rules.test.ts), so a new free-text field
 * cannot skip the control-character rule, nor a new amount the amount rule, unnoticed.
 */
export type FieldRule = 'text' | 'lines' | 'closed' | 'whole' | 'decimal' | 'amount';
export const fieldRules = z.registry<{ rule: FieldRule }>();

/** Records that `rule` made `schema` (a schema derived from it by .check() keeps the record). */
export function ruled<T extends core.$ZodType>(schema: T, rule: FieldRule): T {
  fieldRules.add(schema, { rule });
  return schema;
}

/** The input of a call that takes no parameters (the `t` timestamp and other unknown ones are dropped). */
export const noInput = z.object({});

/** A positive whole-number id or page, given as a number or as its decimal text. */
export const positiveInt = ruled(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, ctx) => {
      const text = String(value);
      if (!POSITIVE_INT.test(text)) {
        ctx.issues.push({ code: 'custom', message: 'not a positive whole number', input: value });
        return z.NEVER;
      }
      return Number(text);
    }),
  ),
  'whole',
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
  return ruled(plainDecimal(pattern), 'decimal');
}

/** The one reading of a decimal from the wire, for decimalMatching and the amount rule (./amount.ts). */
export function plainDecimal(pattern: RegExp) {
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
  return ruled(
    z.pipe(
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
    ),
    'whole',
  );
}

/** One of the given whole numbers, given as a number or as its text. */
export const oneOf = <const T extends number>(values: readonly T[]) =>
  ruled(
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
    ),
    'whole',
  );

/** What a refusal of a calendar day carries, so the server says how a date is written (server/http/validate.ts). */
export const NOT_A_DAY = { problem: 'not_a_day' } as const;

/** A calendar day YYYY-MM-DD that exists (no 2001-02-30), read as a UTC day (../../calendar-day.ts). */
export const calendarDay = ruled(
  z.string().check(z.refine(isCalendarDay, { message: 'not a date YYYY-MM-DD', params: NOT_A_DAY })),
  'closed',
);

/** A page number: 1 when absent. */
export const page = z._default(z.optional(positiveInt), 1);

// Unicode's control characters (category Cc): C0 (NUL, ESC, tab, line breaks...), DEL and C1 (U+0080 to U+009F).
// PostgreSQL cannot store NUL at all; the others only hide text, move terminals and break logs and CSV exports.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return: the line breaks of text written on several lines. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Free text on one line: surrounding space removed, length bounded, control characters refused. */
export function boundedText(max: number, min = 0) {
  return ruled(
    z.string().check(
      z.trim(),
      z.minLength(min),
      z.maxLength(max),
      z.refine((value) => !CONTROL.test(value), 'contains control characters'),
    ),
    'text',
  );
}

/** Free text on several lines (a chat message, a note, a reason, a description): as boundedText, but line breaks
 * and tabs are kept. */
export function multilineText(max: number, min = 0) {
  return ruled(
    z.string().check(
      z.trim(),
      z.minLength(min),
      z.maxLength(max),
      z.refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), 'contains control characters'),
    ),
    'lines',
  );
}

/** A secret as typed (a password, compared or hashed, never shown): length bounded and control characters refused,
 * but never trimmed, since a space may be part of it. */
export function secretText(max: number, min = 0) {
  return ruled(
    z.string().check(
      z.minLength(min),
      z.maxLength(max),
      z.refine((value) => !CONTROL.test(value), 'contains control characters'),
    ),
    'text',
  );
}
