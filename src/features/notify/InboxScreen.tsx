import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { InboxEntry } from '@common/api/notify';
import type { Page } from '@common/api/page';
import { useGoBack } from '@/lib/go-back';
import { infiniteListState, rowListRules, useAsOf, usePagedQuery, useSessionToken, type RowList } from '@/lib/query';
import { returnPath } from '@/lib/search';
import { useDateTime } from '@/lib/useFormat';
import {
  AsOfNote,
  CheckIcon,
  EmptyState,
  IconButton,
  InfiniteList,
  PageHeader,
  PullToRefresh,
  SettingsIcon,
  SkeletonRows,
  VisuallyHidden,
} from '@/ui';
import { useMarkRead } from '@/shared/notify';
import { inboxQuery, notifyKey, unreadCountQuery } from './queries';
import { useEntryText } from './useEntryText';
import styles from './Inbox.module.css';

const rules = rowListRules<InboxEntry, Page<InboxEntry>>();
const keyOf = (entry: InboxEntry) => entry.id;

/**
 * /mine/inbox (issue 34): everything Meridian told the user, newest first, a page at a time as the list is scrolled,
 * pulled to refresh. Each entry in words, its time in the reader's zone and language, and a dot while unread; a tap
 * marks it read and opens what it is about. Demo users have an inbox too (their sign-ins and settings are theirs).
 */
export function InboxScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const token = useSessionToken();
  const unread = useQuery(unreadCountQuery(token)).data?.unread ?? 0;
  const marking = useMarkRead();
  const paged = usePagedQuery<RowList<InboxEntry>, Page<InboxEntry>>(inboxQuery(token), rules);
  const asOf = useAsOf([notifyKey(token)]);
  return (
    <>
      <PageHeader
        title={t`Notifications`}
        onBack={goBack}
        trailing={
          <>
            <IconButton label={t`Mark all read`} disabled={unread === 0 || marking.isPending} onClick={() => marking.mutate({ all: '1' })}>
              <CheckIcon />
            </IconButton>
            <IconButton label={t`Notification settings`} onClick={() => void navigate({ to: '/mine/notifications' })}>
              <SettingsIcon />
            </IconButton>
          </>
        }
      />
      <PullToRefresh onRefresh={paged.refresh}>
        <AsOfNote at={asOf} />
        <InfiniteList
          {...infiniteListState(paged)}
          keyOf={keyOf}
          skeleton={<SkeletonRows count={4} />}
          empty={<EmptyState title={t`No notifications yet`} />}
          renderItem={(entry) => <InboxRow entry={entry} onOpen={() => marking.mutate({ ids: String(entry.id) })} />}
        />
      </PullToRefresh>
    </>
  );
}

function InboxRow({ entry, onOpen }: { entry: InboxEntry; onOpen: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const text = useEntryText()(entry);
  const time = useDateTime();
  // Only a path of this app is followed: a link is the server's, but never leads off the app.
  const link = returnPath(entry.link);
  const open = () => {
    if (!entry.read) onOpen();
    if (link !== undefined) void navigate({ href: link });
  };
  return (
    <button type="button" className={styles.row} onClick={open} data-testid="inbox-entry" data-read={entry.read}>
      <span className={entry.read ? styles.read : styles.dot} aria-hidden="true" />
      <span className={styles.body}>
        {entry.read ? null : <VisuallyHidden>{t`Unread`}</VisuallyHidden>}
        <strong className={styles.title}>{text.title}</strong>
        {text.detail === null ? null : (
          <span className={styles.meta}>
            <bdi>{text.detail}</bdi>
          </span>
        )}
        <time className={`${styles.meta} num`} dateTime={new Date(entry.created_at).toISOString()}>
          {time(entry.created_at)}
        </time>
      </span>
    </button>
  );
}
