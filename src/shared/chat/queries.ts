import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { chatUnread, type SupportChatPush } from '@common/api/chat';
import { api } from '../../lib/http/api';
import { pushRule, sessionKey } from '../../lib/query';
import { chatDeviceId } from './chat-device';

// The support chat's unread count, shown on the chat buttons of the home header and the account centre. A user's
// count is set by each SUPPORT_CHAT push; a guest has no logged-in socket, so theirs is asked again now and then.

const GUEST_REFRESH_MS = 30_000;

export const chatUnreadQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'chat-unread'),
    queryFn: () =>
      api(chatUnread, token ? {} : { device_id: chatDeviceId() }, {
        silent: true,
      }),
    refetchInterval: token ? false : GUEST_REFRESH_MS,
  });

/** The last push, which the chat screen hands to its frame so an open conversation shows the reply at once. */
export const chatPushQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKey(token, 'chat-push'),
    queryFn: (): SupportChatPush | null => null,
    staleTime: Infinity,
  });

const isChatKey = (key: QueryKey) => key[2] === 'chat-unread' || key[2] === 'chat-push';

pushRule({
  topic: 'SUPPORT_CHAT',
  matches: isChatKey,
  apply: (client, push) => {
    for (const query of client.getQueryCache().findAll({
      predicate: (cached) => cached.queryKey[2] === 'chat-unread',
    })) {
      client.setQueryData(query.queryKey, { unread: push.unread });
    }
    for (const query of client.getQueryCache().findAll({ predicate: (cached) => cached.queryKey[2] === 'chat-push' })) {
      client.setQueryData(query.queryKey, push);
    }
  },
});
