import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { getUnreadCount, markRead } from '@common/api/notify';
import { api } from '@/lib/http/api';
import { callMutation, pushRule, sessionKey } from '@/lib/query';

// The inbox's answers (issue 34) sit under one key of the session, so marking read asks all of them again at once:
// the bell's unread count (here, as the home header and the account centre both show it) and the inbox's pages
// (features/notify). A NOTIFY push is applied here, beside the count it raises, so it is in the bundle wherever a
// bell is shown.

/** The key prefix of every inbox answer of a session. */
export const notifyKey = (token: string | null) => sessionKey(token, 'notify');

/** How many entries of the inbox are unread; a guest has no inbox and asks nothing. */
export const unreadCountQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...notifyKey(token), 'unread'],
    queryFn: () => api(getUnreadCount, {}, { silent: true }),
    enabled: token !== null,
  });

// Marking read is quiet: no spinner (a tap opens the entry at once, the call goes on behind it) and no success
// toast; a refusal is toasted by the client.
export const markReadMutation = callMutation(api, markRead, {});

const isNotifyKey = (key: QueryKey) => key[2] === 'notify';
const isUnreadKey = (key: QueryKey) => isNotifyKey(key) && key[3] === 'unread';

// A new entry raises the bell's count at once (no round trip) and has an open inbox asked again, so it shows the
// entry at the top with the pages after it shifted; a gap has everything under the key asked again (pushes.ts).
pushRule({
  topic: 'NOTIFY',
  matches: isNotifyKey,
  apply: (client, entry) => {
    if (!entry.read) {
      for (const query of client.getQueryCache().findAll({ predicate: (cached) => isUnreadKey(cached.queryKey) })) {
        client.setQueryData<{ unread: number }>(query.queryKey, (old) => (old ? { unread: old.unread + 1 } : old));
      }
    }
    void client.invalidateQueries({ predicate: (query) => isNotifyKey(query.queryKey) && !isUnreadKey(query.queryKey) });
  },
});
