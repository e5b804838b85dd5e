import * as z from 'zod/mini';
import { integerBetween, page, positiveIntegerColumn } from './fields';

// What the console's notification calls of ../admin-notify.ts accept, one schema per call under the call's name.

/** Epoch milliseconds, from 2000 to 2100, as the console's other period filters take them. */
const instant = integerBetween(946_684_800_000, 4_102_444_800_000);

/** From inclusive, to exclusive; either may be left out (the server's default period). Whether they agree is the
 * server's to refuse, with a message that says so. */
export const adminNotifyDeliveryFigures = z.object({ from: z.optional(instant), to: z.optional(instant) });

export const adminCustomerNotifications = z.object({ id: positiveIntegerColumn, page });
