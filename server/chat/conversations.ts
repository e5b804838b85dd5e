import {
  CHAT_HISTORY_SIZE,
  CHAT_SENDER,
  CHAT_STATUS,
  type AdminConversation,
  type AdminConversationDetail,
  type ChatMessage,
  type ChatSender,
  type ChatStatus,
  type ChatThread,
  type SupportChatPush,
} from '../../common/api/chat';
import type { OperatorChatPush } from '../../common/operator-socket';
import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { Page } from '../../common/api/page';
import { CODE } from '../../common/envelope';
import { hit } from '../account/rate-limit';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { requireOwnUpload, uploadNameOf, uploadUrl } from '../uploads/store';
import { recordDecision } from '../decisions/decisions';
import { paged } from '../db/paging';
import { noticeReply } from './reply-notices';

// The support chat's conversations. A visitor is a user (by session) or a guest (by the device id it keeps); each
// has one conversation, kept with its whole history and reopened by its next message after a close. Text is stored
// as typed (trimmed, control characters refused by the schema) and only ever shown as text, so nothing in it can run.

/** Who is writing: a user by id, or a guest by device id. */
export type Visitor = { userId: number } | { deviceId: string };

/** A visitor may send this many messages per window: enough for a conversation, not for a flood. */
export const MESSAGES_PER_VISITOR = { max: 20, windowMs: 60_000 };

/**
 * Who is told of a change: the user's sockets (a guest has none and asks), and every operator console on every
 * node. Both are called after the change commits.
 */
export interface ChatNotifier {
  user(userId: number, push: SupportChatPush): void;
  operators(push: OperatorChatPush): void;
}

interface MessageRow {
  id: string;
  conversation_id: number;
  sender: ChatSender;
  body: string;
  image: string;
  created_at: Date;
}

interface ConversationRow {
  id: number;
  user_id: number | null;
  device_id: string | null;
  status: ChatStatus;
  visitor_unread: number;
  operator_unread: number;
  last_message_at: Date;
}

const MESSAGE_COLUMNS = 'id, conversation_id, sender, body, image, created_at';

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    conversation_id: row.conversation_id,
    sender: row.sender,
    body: row.body,
    image: row.image ? uploadUrl(row.image) : '',
    created_at: row.created_at.getTime(),
  };
}

function visitorWhere(visitor: Visitor): {
  where: string;
  value: string | number;
} {
  return 'userId' in visitor ? { where: 'user_id = $1', value: visitor.userId } : { where: 'device_id = $1', value: visitor.deviceId };
}

async function findConversation(db: Queryable, visitor: Visitor, lock = false): Promise<ConversationRow | null> {
  const { where, value } = visitorWhere(visitor);
  const [row] = await db.query<ConversationRow>(`SELECT * FROM chat_conversations WHERE ${where}${lock ? ' FOR UPDATE' : ''}`, [value]);
  return row ?? null;
}

/** The visitor's messages newer than `afterId` (oldest first); reading them clears the visitor's unread count. */
export async function visitorThread(db: Database, visitor: Visitor, afterId: number): Promise<ChatThread> {
  const conversation = await findConversation(db, visitor);
  if (!conversation) return { conversation_id: null, status: CHAT_STATUS.OPEN, messages: [] };
  const rows = await db.query<MessageRow>(
    `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND id > $2 ORDER BY id DESC LIMIT $3) recent ORDER BY id`,
    [conversation.id, afterId, CHAT_HISTORY_SIZE],
  );
  if (conversation.visitor_unread > 0) await db.query('UPDATE chat_conversations SET visitor_unread = 0 WHERE id = $1', [conversation.id]);
  return {
    conversation_id: conversation.id,
    status: conversation.status,
    messages: rows.map(toMessage),
  };
}

export async function visitorUnread(db: Queryable, visitor: Visitor): Promise<number> {
  return (await findConversation(db, visitor))?.visitor_unread ?? 0;
}

function emptyMessage(): DomainError {
  return new DomainError(CODE.BAD_INPUT, messages.chatEmpty);
}

/** A visitor's message: stored, the conversation (re)opened, operators' unread count raised, the user told. */
export async function sendAsVisitor(
  db: Database,
  clock: Clock,
  notify: ChatNotifier,
  visitor: Visitor,
  content: { body: string; image: string },
): Promise<ChatMessage> {
  if (!content.body && !content.image) throw emptyMessage();
  // Guests cannot upload (the upload endpoint needs a session), so a guest's image is refused as not theirs.
  const image = content.image
    ? 'userId' in visitor
      ? await requireOwnUpload(db, visitor.userId, 'image', content.image)
      : (() => {
          throw new DomainError(CODE.BAD_INPUT, messages.uploadNotOwn, {
            field: 'image',
          });
        })()
    : '';
  const key = 'userId' in visitor ? `chat:user:${visitor.userId}` : `chat:device:${visitor.deviceId}`;
  const wait = await hit(db, clock, { key, ...MESSAGES_PER_VISITOR });
  if (wait > 0)
    throw new DomainError(CODE.RATE_LIMITED, messages.rateLimited, {
      seconds: wait,
    });

  const now = new Date(clock.now());
  const { message, unread, listed } = await db.transaction(async (tx) => {
    let conversation = await findConversation(tx, visitor, true);
    if (!conversation) {
      const [created] = await tx.query<ConversationRow>(
        `INSERT INTO chat_conversations (user_id, device_id, last_message_at, created_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT DO NOTHING RETURNING *`,
        ['userId' in visitor ? visitor.userId : null, 'deviceId' in visitor ? visitor.deviceId : null, now],
      );
      conversation = created ?? (await findConversation(tx, visitor, true));
    }
    if (!conversation) throw notFound();
    await tx.query(
      `UPDATE chat_conversations SET status = $2, operator_unread = operator_unread + 1, visitor_unread = 0, last_message_at = $3 WHERE id = $1`,
      [conversation.id, CHAT_STATUS.OPEN, now],
    );
    const [row] = await tx.query<MessageRow>(
      `INSERT INTO chat_messages (conversation_id, sender, body, image, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${MESSAGE_COLUMNS}`,
      [conversation.id, CHAT_SENDER.VISITOR, content.body, image, now],
    );
    if (!row) throw notFound();
    const listed = toAdminConversation(await adminConversation(tx, conversation.id));
    return { message: toMessage(row), unread: 0, listed };
  });
  if ('userId' in visitor) {
    const userId = visitor.userId;
    db.afterCommit(() => notify.user(userId, { message, status: CHAT_STATUS.OPEN, unread }));
  }
  db.afterCommit(() => notify.operators({ conversation: listed, message }));
  return message;
}

interface AdminRow extends ConversationRow {
  uid: string | null;
  email: string | null;
  last_message: string | null;
}

function toAdminConversation(row: AdminRow): AdminConversation {
  return {
    id: row.id,
    user_id: row.user_id,
    uid: row.uid ?? '',
    email: row.email ?? '',
    guest: row.user_id === null,
    status: row.status,
    unread: row.operator_unread,
    last_message: row.last_message ?? '',
    last_message_at: row.last_message_at.getTime(),
  };
}

const ADMIN_SELECT = `c.*, u.uid, u.email,
  (SELECT CASE WHEN m.body <> '' THEN m.body ELSE '[image]' END FROM chat_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_message`;
const ADMIN_FROM = 'chat_conversations c LEFT JOIN users u ON u.id = c.user_id';

export function adminConversationPage(db: Queryable, status: 'open' | 'closed' | 'all', page: number): Promise<Page<AdminConversation>> {
  const filter = status === 'all' ? null : status === 'open' ? CHAT_STATUS.OPEN : CHAT_STATUS.CLOSED;
  return paged<AdminRow, AdminConversation>(
    db,
    {
      select: ADMIN_SELECT,
      from: filter === null ? ADMIN_FROM : `${ADMIN_FROM} WHERE c.status = $1`,
      orderBy: 'c.operator_unread > 0 DESC, c.last_message_at DESC, c.id DESC',
      params: filter === null ? [] : [filter],
    },
    { page, size: ADMIN_PAGE_SIZE },
    toAdminConversation,
  );
}

async function adminConversation(db: Queryable, id: number, lock = false): Promise<AdminRow> {
  const [row] = await db.query<AdminRow>(`SELECT ${ADMIN_SELECT} FROM ${ADMIN_FROM} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [
    id,
  ]);
  if (!row) throw notFound();
  return row;
}

/** One conversation and its latest history, oldest first; opening it clears the operators' unread count. */
export async function adminConversationDetail(db: Queryable, notify: ChatNotifier, id: number): Promise<AdminConversationDetail> {
  const row = await adminConversation(db, id);
  const rows = await db.query<MessageRow>(
    `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2) recent ORDER BY id`,
    [id, CHAT_HISTORY_SIZE],
  );
  const conversation = toAdminConversation({ ...row, operator_unread: 0 });
  if (row.operator_unread > 0) {
    await db.query('UPDATE chat_conversations SET operator_unread = 0 WHERE id = $1', [id]);
    // Other consoles' lists and counts drop this conversation's unread mark.
    notify.operators({ conversation, message: null });
  }
  return { conversation, messages: rows.map(toMessage) };
}

/** An operator's answer, recorded like every operator action; the visitor's unread count rises and a user is told. */
export async function replyAsOperator(
  db: Database,
  clock: Clock,
  notify: ChatNotifier,
  operatorId: number,
  reply: { id: number; body: string; image: string },
): Promise<ChatMessage> {
  if (!reply.body && !reply.image) throw emptyMessage();
  const image = reply.image ? uploadNameOf(reply.image) : '';
  if (image === null)
    throw new DomainError(CODE.BAD_INPUT, messages.fieldInvalid, {
      field: 'image',
    });
  const now = new Date(clock.now());
  const { message, conversation, listed } = await db.transaction(async (tx) => {
    const before = await adminConversation(tx, reply.id, true);
    const [updated] = await tx.query<ConversationRow>(
      `UPDATE chat_conversations SET visitor_unread = visitor_unread + 1, operator_unread = 0, last_message_at = $2 WHERE id = $1 RETURNING *`,
      [reply.id, now],
    );
    const [row] = await tx.query<MessageRow>(
      `INSERT INTO chat_messages (conversation_id, sender, operator_id, body, image, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${MESSAGE_COLUMNS}`,
      [reply.id, CHAT_SENDER.OPERATOR, operatorId, reply.body, image, now],
    );
    if (!row || !updated) throw notFound();
    const sent = toMessage(row);
    const listed = toAdminConversation({
      ...before,
      ...updated,
      last_message: sent.body || '[image]',
    });
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'chat',
      subjectId: reply.id,
      action: 'reply',
      reason: '',
      before: toAdminConversation(before),
      after: { message_id: sent.id },
    });
    if (updated.user_id !== null) await noticeReply(tx, clock, updated.user_id, sent);
    return { message: sent, conversation: updated, listed };
  });
  db.afterCommit(() => notify.operators({ conversation: listed, message }));
  const userId = conversation.user_id;
  if (userId !== null)
    db.afterCommit(() =>
      notify.user(userId, {
        message,
        status: conversation.status,
        unread: conversation.visitor_unread,
      }),
    );
  return message;
}

/** Closes a conversation (history kept); the visitor's next message reopens it. */
export async function closeConversation(
  db: Database,
  clock: Clock,
  notify: ChatNotifier,
  operatorId: number,
  id: number,
): Promise<AdminConversation> {
  const after = await db.transaction(async (tx) => {
    const before = await adminConversation(tx, id, true);
    await tx.query('UPDATE chat_conversations SET status = $2 WHERE id = $1', [id, CHAT_STATUS.CLOSED]);
    const closed = toAdminConversation({
      ...before,
      status: CHAT_STATUS.CLOSED,
    });
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'chat',
      subjectId: id,
      action: 'close',
      reason: '',
      before: toAdminConversation(before),
      after: closed,
    });
    return { closed, userId: before.user_id, unread: before.visitor_unread };
  });
  const { userId } = after;
  db.afterCommit(() => notify.operators({ conversation: after.closed, message: null }));
  if (userId !== null)
    db.afterCommit(() =>
      notify.user(userId, {
        message: null,
        status: CHAT_STATUS.CLOSED,
        unread: after.unread,
      }),
    );
  return after.closed;
}
