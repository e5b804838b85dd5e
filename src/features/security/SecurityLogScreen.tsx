import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { Page } from '@common/api/page';
import type { SecurityLogEntry } from '@common/api/security';
import { useGoBack } from '@/lib/go-back';
import { infiniteListState, rowListRules, useAsOf, usePagedQuery, useSessionToken, type RowList } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { useDateTime } from '@/lib/useFormat';
import { useDeviceText, useSecurityEventText } from '@/shared/security';
import { AsOfNote, EmptyState, InfiniteList, PageHeader, PullToRefresh, SkeletonRows } from '@/ui';
import { DemoSecurityNotice } from './DemoSecurityNotice';
import { securityKey, securityLogQuery } from './queries';
import styles from './Security.module.css';

const rules = rowListRules<SecurityLogEntry, Page<SecurityLogEntry>>();
const keyOf = (entry: SecurityLogEntry) => entry.id;

/**
 * /mine/security/log (issue 33): what happened to the account's security, newest first, 20 a page and more as the
 * list is scrolled: each entry's event in words, its time in the reader's zone and language, the device (from its
 * user agent) and the address.
 */
export function SecurityLogScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <>
      <PageHeader title={t`Security log`} onBack={goBack} />
      {isDemo ? (
        <div className={styles.page}>
          <DemoSecurityNotice />
        </div>
      ) : (
        <SecurityLog />
      )}
    </>
  );
}

function SecurityLog() {
  const { t } = useLingui();
  const token = useSessionToken();
  const paged = usePagedQuery<RowList<SecurityLogEntry>, Page<SecurityLogEntry>>(securityLogQuery(token), rules);
  const asOf = useAsOf([securityKey(token)]);
  return (
    <PullToRefresh onRefresh={paged.refresh}>
      <AsOfNote at={asOf} />
      <InfiniteList
        {...infiniteListState(paged)}
        keyOf={keyOf}
        skeleton={<SkeletonRows count={4} />}
        empty={<EmptyState title={t`Nothing in your security log yet`} />}
        renderItem={(entry) => <SecurityLogRow entry={entry} />}
      />
    </PullToRefresh>
  );
}

function SecurityLogRow({ entry }: { entry: SecurityLogEntry }) {
  const { t } = useLingui();
  const eventText = useSecurityEventText();
  const deviceText = useDeviceText();
  const time = useDateTime();
  return (
    <article className={styles.logRow} data-testid="security-log-entry">
      <p className={styles.logEvent}>{eventText(entry)}</p>
      <p className={styles.logMeta}>
        <time className="num" dateTime={new Date(entry.created_at).toISOString()}>
          {time(entry.created_at)}
        </time>
      </p>
      <p className={styles.logMeta}>
        <bdi>{deviceText(entry.user_agent)}</bdi>
        {' · '}
        <span className="num" dir="ltr">
          {entry.address ?? t`Unknown address`}
        </span>
      </p>
    </article>
  );
}
