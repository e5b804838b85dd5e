import * as z from 'zod/mini';
import { TICK_DOWNLOAD_FORMATS } from '../../tick-download';
import { integerBetween, noInput, positiveInt, positiveIntegerColumn, ruled } from './fields';

// What the tick log's calls of ../ticks.ts accept. That a proof names exactly one of an order and an option, and that
// a range is in order and no longer than a day, are the server's to word (server/ticks/), so each refusal says so.

/** A moment in ms since 1970 UTC: from 2000 to 2100, beyond which no tick was or will be logged. */
const moment = integerBetween(946_684_800_000, 4_102_444_800_000);

export const checkpointAt = z.object({ at: moment });

export const tickProof = z.object({
  order_id: z.optional(positiveInt),
  micro_id: z.optional(positiveInt),
});

export const downloadTicks = z.object({
  forex_id: positiveIntegerColumn,
  from: moment,
  to: moment,
  format: z._default(z.optional(ruled(z.enum(TICK_DOWNLOAD_FORMATS), 'closed')), 'csv'),
});

export const tickPublicKey = noInput;
export const latestCheckpoint = noInput;
