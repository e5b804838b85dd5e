import type { ChatMessage } from '../../common/api/chat';
import { NOTIFICATION_KIND } from '../../common/notify';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { leadingCharacters, recordNotification } from '../notify/inbox';

// Customer care's replies in the user's inbox (issue 34): each operator message to a user (not a guest, who has no
// inbox; not the user's own messages) is an entry, recorded in the reply's transaction. A burst of replies is an entry
// each: every one is a message the user has not read, as the chat's own unread count says.

/** Where the entries open: the support chat (src/routes/mine/chat.tsx). */
export const CHAT_LINK = '/mine/chat';

/** Characters of the reply the entry keeps, for a push's second line; the chat shows the whole of it. */
export const REPLY_PREVIEW_MAX = 140;

/** Records the entry of an operator's reply to user `userId`, in the reply's transaction. */
export async function noticeReply(tx: Queryable, clock: Clock, userId: number, reply: ChatMessage): Promise<void> {
  await recordNotification(tx, clock, {
    userId,
    kind: NOTIFICATION_KIND.CHAT_REPLY,
    // A picture or a file alone has no words to preview.
    detail: { preview: leadingCharacters(reply.body, REPLY_PREVIEW_MAX) },
    link: CHAT_LINK,
  });
}
