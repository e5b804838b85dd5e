import { getInbox, type InboxEntry } from '@common/api/notify';
import type { Page } from '@common/api/page';
import { api } from '@/lib/http/api';
import type { PagedQuery } from '@/lib/query';
import { notifyKey } from '@/shared/notify';

// The inbox screen's calls, one definition each (issue 34). Its pages sit under the inbox's key beside the bell's
// unread count (shared/notify), so a read marked here, or a NOTIFY push, has both asked again together.

export { notifyKey, unreadCountQuery } from '@/shared/notify';

/** The inbox, newest first, INBOX_PAGE_SIZE a page. */
export const inboxQuery = (token: string | null): PagedQuery<Page<InboxEntry>> => ({
  queryKey: [...notifyKey(token), 'inbox'],
  loadPage: (page) => api(getInbox, { page }, { silent: true }),
  enabled: token !== null,
});
