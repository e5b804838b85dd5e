import { z } from 'zod';

// Search-parameter rules for the route tree. A bad value never breaks a screen: it falls back to the default
// (or to "absent"), as a hand-edited or stale link should.

/** A positive id, absent when missing or malformed. */
export const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * One of the listed numbers, or absent. Defaults belong to the screen, not the URL: a default written into the
 * URL would change the address a guest is sent back to after logging in.
 */
export function oneOf<const T extends readonly number[]>(allowed: T) {
  return z.coerce
    .number()
    .refine((value): value is T[number] => allowed.includes(value))
    .optional()
    .catch(undefined) as unknown as z.ZodType<T[number] | undefined, T[number] | undefined>;
}

/** Free text of bounded length, absent when missing. */
export const optionalText = z.string().max(200).optional().catch(undefined);

/** A path inside this app to return to, never another site (`//host` or `https://…` are dropped). */
export const returnPath = z
  .string()
  .max(500)
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
  .optional()
  .catch(undefined);
