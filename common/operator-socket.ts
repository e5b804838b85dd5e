import type { AdminConversation, ChatMessage } from './api/chat';

// The back-office console's own websocket (issue #17): operators are not users, so they never use the PWA's socket
// (/v2/ws) and a user's token never opens this one. An operator logs in with a frame carrying the operator session
// token and from then on gets every operator push; it pings to keep the socket, and each ping checks the session
// again, so a signed-out or idle session stops getting pushes at its next ping.

export const OPERATOR_SOCKET_PATH = '/admin/ws';
/** The console pings this often; each ping re-checks the operator's session. */
export const OPERATOR_HEARTBEAT_MS = 20_000;

/** A change in the support chat: a visitor's or an operator's message, a close, or the unread count read. */
export interface OperatorChatPush {
  conversation: AdminConversation;
  /** The new message, or null when only the conversation changed (closed, read). */
  message: ChatMessage | null;
}

/** What each operator topic pushes, typed end to end as the PWA's TopicPayloads are. */
export interface OperatorTopicPayloads {
  SUPPORT_CHAT: OperatorChatPush;
}

export type OperatorTopic = keyof OperatorTopicPayloads;

export type OperatorClientFrame = { type: 'login'; token: string } | { type: 'ping'; ts: number };

export type OperatorServerFrame =
  | { type: 'login'; code: number }
  | { type: 'pong'; ts: number }
  | { [T in OperatorTopic]: { type: 'push'; topic: T; data: OperatorTopicPayloads[T] } }[OperatorTopic]
  | { type: 'error'; reason: 'malformed' | 'too_large' | 'login_required' };

const OPERATOR_TOPICS: ReadonlySet<string> = new Set<OperatorTopic>(['SUPPORT_CHAT']);

export function isOperatorTopic(value: string): value is OperatorTopic {
  return OPERATOR_TOPICS.has(value);
}
