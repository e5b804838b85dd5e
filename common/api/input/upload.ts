import * as z from 'zod/mini';

// The name in an upload's url: 32 hex characters and the extension of the type the bytes showed.
export const uploadName = z.object({ name: z.string().check(z.regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/)) });
