import type { FastifyInstance } from 'fastify';
import {
  adminChatClose,
  adminChatDetail,
  adminChatList,
  adminChatReply,
  chatMessages,
  chatSend,
  chatUnread,
} from '../../../common/api/chat';
import * as input from '../../../common/api/input/chat';
import { CODE } from '../../../common/envelope';
import { operatorSessions } from '../../admin/operators';
import {
  adminConversationDetail,
  adminConversationPage,
  closeConversation,
  replyAsOperator,
  sendAsVisitor,
  visitorThread,
  visitorUnread,
  type ChatNotifier,
  type Visitor,
} from '../../chat/conversations';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import { messages } from '../../i18n/messages';
import type { SessionUser } from '../../sessions';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';

// The support chat (issue #17): a visitor's calls under /api/chat (a session, or a guest's device id), and the
// operators' under /admin/api/chat. A session always wins over a device id, so a user never reads a guest's thread
// by naming its device.

function visitorOf(user: SessionUser | null, deviceId: string | undefined): Visitor {
  if (user) return { userId: user.id };
  if (deviceId) return { deviceId };
  throw new DomainError(CODE.BAD_INPUT, messages.chatVisitorRequired);
}

export function registerChatRoutes(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
  sessions: SessionResolver,
  notify: ChatNotifier,
): void {
  registerEndpoint(app, sessions, chatMessages, input.chatMessages, ({ input: query, user }) =>
    visitorThread(db, visitorOf(user, query.device_id), query.after_id),
  );
  registerEndpoint(app, sessions, chatUnread, input.chatUnread, async ({ input: query, user }) => ({
    unread: await visitorUnread(db, visitorOf(user, query.device_id)),
  }));
  registerEndpoint(app, sessions, chatSend, input.chatSend, async ({ input: body, user, succeedWith }) => {
    const message = await sendAsVisitor(db, clock, notify, visitorOf(user, body.device_id), body);
    succeedWith(messages.chatSent);
    return message;
  });

  const operators = operatorSessions(db, clock);
  registerEndpoint(app, operators, adminChatList, input.adminChatList, ({ input: query }) =>
    adminConversationPage(db, query.status, query.page),
  );
  registerEndpoint(app, operators, adminChatDetail, input.adminChatDetail, ({ input: query }) =>
    adminConversationDetail(db, notify, query.id),
  );
  registerEndpoint(app, operators, adminChatReply, input.adminChatReply, async ({ input: body, user, succeedWith }) => {
    const message = await replyAsOperator(db, clock, notify, user.id, body);
    succeedWith(messages.chatSent);
    return message;
  });
  registerEndpoint(app, operators, adminChatClose, input.adminChatClose, async ({ input: body, user, succeedWith }) => {
    const closed = await closeConversation(db, clock, notify, user.id, body.id);
    succeedWith(messages.chatClosed);
    return closed;
  });
}
