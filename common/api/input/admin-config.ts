import * as z from 'zod/mini';
import { OPERATOR_ROLES } from '../operator-roles';
import { boundedText, decimalMatching, noInput, positiveIntegerColumn, secretText } from './fields';

// What the console's configuration calls of ../admin-config.ts accept, one schema per call under the call's name.

export const adminInstruments = noInput;

const flag = z.enum(['0', '1']);
/** A decimal above 0 that fits numeric(20, 8): up to 12 whole digits and 8 decimals. */
const lots = z.pipe(decimalMatching(/^\d{1,12}(\.\d{1,8})?$/), z.string().check(z.refine((value) => Number(value) > 0, 'must be above 0')));
/** A rate from 0 that fits numeric(12, 8) and stays below 1 (a fee of the whole margin is a mistake). */
const rate = decimalMatching(/^0(\.\d{1,8})?$/);
/** 1 to 12 distinct leverage choices from 1 to 1000, comma-separated. */
const multiples = z.string().check(
  z.regex(/^([1-9]\d{0,3})(,[1-9]\d{0,3}){0,11}$/),
  z.refine((value) => {
    const values = value.split(',').map(Number);
    return new Set(values).size === values.length && values.every((each) => each <= 1000);
  }, 'distinct choices from 1 to 1000'),
);

export const adminSaveInstrument = z.object({
  id: positiveIntegerColumn,
  listed: flag,
  halted: flag,
  multiples,
  fee_rate: rate,
  min_lots: lots,
  pip: lots,
  /** Empty: the default rule (MAX_LOTS_IN_MIN_LOTS minimum lots). */
  max_lots: z._default(z.optional(z.union([z.literal(''), lots])), ''),
});

export const adminOperatorAccounts = noInput;

const email = z.pipe(boundedText(254), z.string().check(z.regex(/^[^\s@<>"]{1,64}@[^\s@<>"]+\.[^\s@<>"]+$/)));
/** At least 12 characters, like every operator password (server/admin/operators.ts). */
const password = secretText(128, 12);
const role = z.enum(OPERATOR_ROLES);

export const adminCreateOperator = z.object({ email, role, password });
export const adminUpdateOperator = z.object({ id: positiveIntegerColumn, role: z.optional(role), enabled: z.optional(flag) });
export const adminResetOperatorPassword = z.object({ id: positiveIntegerColumn, password });
export const adminResetOperatorSecondFactor = z.object({ id: positiveIntegerColumn });
