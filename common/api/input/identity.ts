import * as z from 'zod/mini';
import { boundedText } from './fields';

// What the real-name calls of ../identity.ts accept. The spec leaves the checks to the server: a name and an id
// number of sensible length, and two uploads of the user's own.

export const realName = z.object({
  name: boundedText(100, 1),
  card_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/)),
  front_pic: boundedText(200, 1),
  reverse_pic: boundedText(200, 1),
});
