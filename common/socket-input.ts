import * as z from 'zod/mini';
import { TOPIC } from './socket';

// What the server accepts from a socket client, one frame at a time. Only the server loads this file's values: the
// socket worker imports the frames' type alone (ClientFrame, below), so zod stays out of the PWA.

const topic = z.string().check(z.regex(TOPIC));

export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), token: z.string().check(z.minLength(1), z.maxLength(512)) }),
  z.object({ type: z.literal('logout') }),
  // `batch`: the client takes a stepped topic's pushes one frame per feed step (StepPayloads in ./socket).
  z.object({ type: z.literal('sub'), topic, batch: z.optional(z.boolean()) }),
  z.object({ type: z.literal('unsub'), topic }),
  z.object({ type: z.literal('ping'), ts: z.number() }),
]);

/** A frame from a client; the server checks each with `clientFrame`. */
export type ClientFrame = z.infer<typeof clientFrame>;

/** A frame from the back-office console's socket (common/operator-socket.ts): it only logs in and pings. */
export const operatorClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), token: z.string().check(z.minLength(1), z.maxLength(512)) }),
  z.object({ type: z.literal('ping'), ts: z.number() }),
]);
