import * as z from 'zod/mini';
import { page, ruled } from './fields';

// What the inbox calls of ../notify.ts accept.

export const getInbox = z.object({ page });

export const getUnreadCount = z.object({});

/** At most a page's entries by id, comma-separated (`12,13,20`), or `all=1`; the route refuses neither and both. */
export const markRead = z.object({
  ids: z.optional(ruled(z.string().check(z.regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,99}$/)), 'closed')),
  all: z.optional(ruled(z.enum(['0', '1']), 'closed')),
});
