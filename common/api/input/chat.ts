import * as z from 'zod/mini';
import { CHAT_MAX_MESSAGE, DEVICE_ID } from '../../chat';
import { boundedText, integerBetween, multilineText, page, positiveIntegerColumn } from './fields';

// What the support chat's calls accept. A visitor without a session names its conversation by `device_id`; the
// service says when neither a session nor a device id is there, and when a message has neither text nor image.

const deviceId = z.optional(z.string().check(z.regex(DEVICE_ID)));
/** A message: on several lines (the console's answer box keeps them). */
const body = z._default(z.optional(multilineText(CHAT_MAX_MESSAGE)), '');
const image = z._default(z.optional(boundedText(300)), '');

export const chatMessages = z.object({
  device_id: deviceId,
  after_id: z._default(z.optional(integerBetween(0, Number.MAX_SAFE_INTEGER)), 0),
});
export const chatSend = z.object({ device_id: deviceId, body, image });
export const chatUnread = z.object({ device_id: deviceId });

export const adminChatList = z.object({
  status: z._default(z.optional(z.enum(['open', 'closed', 'all'])), 'open'),
  page,
});
export const adminChatDetail = z.object({ id: positiveIntegerColumn });
export const adminChatReply = z.object({
  id: positiveIntegerColumn,
  body,
  image,
});
export const adminChatClose = z.object({ id: positiveIntegerColumn });
