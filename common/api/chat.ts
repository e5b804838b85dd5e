import { ANY_OPERATOR, SUPPORT } from './operator-roles';
import type { Page } from './page';
import { endpoint } from './endpoint';
import type * as input from './input/chat';

// Meridian's own support chat (issue #17, spec section 2 `/mine/chat`): a visitor (a user, or a guest known by a
// device id it keeps) writes to support; operators answer under /admin/api/chat. Messages are plain text (or an
// uploaded image) and are shown as text, never as HTML. A user gets new messages live over the socket
// (`SUPPORT_CHAT`); a guest has no logged-in socket and asks for what is newer than its last message. The reading
// calls are POSTs so a guest's device id, its only key, travels in the body and never in a logged URL.

export const CHAT_STATUS = { OPEN: 0, CLOSED: 1 } as const;
export type ChatStatus = (typeof CHAT_STATUS)[keyof typeof CHAT_STATUS];
export const CHAT_SENDER = { VISITOR: 0, OPERATOR: 1 } as const;
export type ChatSender = (typeof CHAT_SENDER)[keyof typeof CHAT_SENDER];

export const CHAT_HISTORY_SIZE = 100;

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender: ChatSender;
  /** Plain text; the screen shows it as text. */
  body: string;
  /** An upload url, or empty. */
  image: string;
  /** Milliseconds since the epoch. */
  created_at: number;
}

export interface ChatThread {
  conversation_id: number | null;
  status: ChatStatus;
  /** Oldest first, at most CHAT_HISTORY_SIZE newer than `after_id`. */
  messages: ChatMessage[];
}

export interface ChatUnread {
  unread: number;
}

/** The socket push to a user (and to operators' sockets, when they have one) on every new message or close. */
export interface SupportChatPush {
  message: ChatMessage | null;
  status: ChatStatus;
  unread: number;
}

export interface AdminConversation {
  id: number;
  user_id: number | null;
  uid: string;
  email: string;
  /** True for a guest, known by device only. */
  guest: boolean;
  status: ChatStatus;
  unread: number;
  last_message: string;
  last_message_at: number;
}

export interface AdminConversationDetail {
  conversation: AdminConversation;
  messages: ChatMessage[];
}

export const chatMessages = endpoint<ChatThread, typeof input.chatMessages>()({
  method: 'POST',
  path: '/api/chat/messages',
});
export const chatSend = endpoint<ChatMessage, typeof input.chatSend>()({
  method: 'POST',
  path: '/api/chat/send',
});
export const chatUnread = endpoint<ChatUnread, typeof input.chatUnread>()({
  method: 'POST',
  path: '/api/chat/unread',
});

const admin = { auth: true, encoding: 'form' } as const;

export const adminChatList = endpoint<Page<AdminConversation>, typeof input.adminChatList>()({
  method: 'GET',
  path: '/admin/api/chat/list',
  ...admin,
  roles: ANY_OPERATOR,
});
export const adminChatDetail = endpoint<AdminConversationDetail, typeof input.adminChatDetail>()({
  method: 'GET',
  path: '/admin/api/chat/detail',
  ...admin,
  roles: ANY_OPERATOR,
});
export const adminChatReply = endpoint<ChatMessage, typeof input.adminChatReply>()({
  method: 'POST',
  path: '/admin/api/chat/reply',
  ...admin,
  roles: SUPPORT,
});
export const adminChatClose = endpoint<AdminConversation, typeof input.adminChatClose>()({
  method: 'POST',
  path: '/admin/api/chat/close',
  ...admin,
  roles: SUPPORT,
});
