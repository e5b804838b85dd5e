import * as z from 'zod/mini';
import { PRICE_ALERT_CONDITIONS } from '../../alert';
import { decimalMatching, integerBetween, noInput, oneOf, positiveInt, positiveIntegerColumn, ruled } from './fields';

// What the price alerts' calls of ../alert.ts accept. The shapes are checked here; what depends on the instrument
// (its precision, whether it trades) and the ranges of ../../alert.ts are the server's (server/alert/alert-rules.ts),
// so each refusal names what is wrong in the reader's words.

/** A plain positive-looking decimal; its precision and range are checked against the instrument and the rules. */
const decimalText = decimalMatching(/^\d{1,15}(\.\d{1,15})?$/);

/** A whole number of minutes; the window's range is the server's to word (../../alert.ts). */
const minutes = integerBetween(0, 1_000_000);

export const listAlerts = noInput;

export const createAlert = z.object({
  forex_id: positiveIntegerColumn,
  condition: ruled(z.enum(PRICE_ALERT_CONDITIONS), 'closed'),
  level: z.optional(decimalText),
  percent: z.optional(decimalText),
  window_minutes: z.optional(minutes),
  /** 1: re-armed after it fires; 0 (the default): one-shot. */
  repeat: z._default(z.optional(oneOf([0, 1] as const)), 0),
});

export const updateAlert = z.object({
  id: positiveInt,
  level: z.optional(decimalText),
  percent: z.optional(decimalText),
  window_minutes: z.optional(minutes),
  repeat: z.optional(oneOf([0, 1] as const)),
  active: z.optional(oneOf([0, 1] as const)),
});

export const deleteAlert = z.object({ id: positiveInt });
