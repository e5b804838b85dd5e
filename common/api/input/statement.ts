import * as z from 'zod/mini';
import { STATEMENT_FORMATS } from '../../statement';
import { calendarDay, ruled } from './fields';

// What the statement calls of ../statement.ts accept: a period of calendar days (UTC, both included; a month by
// default) and a format.

const period = {
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  format: z.optional(ruled(z.enum(STATEMENT_FORMATS), 'closed')),
};

export const statementAccount = z.object(period);
