import type { ServerFrame, SocketErrorReason } from '../../common/socket';

// Frames arrive as text from the network and as structured clones from other tabs: neither is trusted to have the
// shape its type claims, so each is read field by field here instead of being cast.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ERROR_REASONS: readonly SocketErrorReason[] = ['malformed', 'too_large', 'too_many_subscriptions', 'login_required'];

function isErrorReason(value: unknown): value is SocketErrorReason {
  return ERROR_REASONS.some((reason) => reason === value);
}

/** A sequence number the client can count on: a whole number that survives arithmetic without rounding. */
export function isSeq(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The server frame in `text`, or null when it is not one. */
export function parseServerFrame(text: string): ServerFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'pong':
      return typeof value.ts === 'number' ? { type: 'pong', ts: value.ts } : null;
    case 'login':
    case 'logout':
      return typeof value.code === 'number' ? { type: value.type, code: value.code } : null;
    case 'push':
      return typeof value.topic === 'string' && isSeq(value.seq)
        ? { type: 'push', topic: value.topic, seq: value.seq, data: value.data }
        : null;
    case 'error':
      return isErrorReason(value.reason) ? { type: 'error', reason: value.reason } : null;
    default:
      return null;
  }
}
