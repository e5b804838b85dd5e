import { useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useEffectEvent, useRef } from 'react';
import type { Key, ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { EmptyState } from './EmptyState';
import { isFinished, listView, shouldLoadMore } from './infinite-list-logic';
import styles from './InfiniteList.module.css';
import { LoadFailed } from './LoadFailed';
import { SkeletonRows } from './SkeletonRows';
import { Spinner } from './Spinner';

export interface InfiniteListProps<T> {
  items: readonly T[];
  /** The server's total count; null while unknown. */
  total: number | null;
  /** A page request is in flight. */
  loading: boolean;
  /** The last request failed: the list is marked finished. */
  error?: boolean;
  /** The server reported the last page (for APIs that give last_page instead of, or as well as, total). */
  lastPageReached?: boolean;
  /** Asked for the next page when the end of the list comes near, including the first page. */
  onLoadMore: () => void;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => Key;
  /** Asks again after a failed load (the "Try again" button); defaults to onLoadMore. */
  onRetry?: () => void;
  /** Shown when finished with no items; defaults to <EmptyState />. */
  empty?: ReactNode;
  /** Shown while the first page loads; defaults to <SkeletonRows />. */
  skeleton?: ReactNode;
  /** How far below the viewport (px) to start loading the next page. Default 300. */
  preloadMargin?: number;
  className?: string;
}

/**
 * A paged list that loads the next page when a sentinel after the last item nears the viewport.
 * Finished when items.length >= total, the last page was reached, or loading failed.
 */
export function InfiniteList<T>({
  items,
  total,
  loading,
  error = false,
  lastPageReached = false,
  onLoadMore,
  onRetry,
  renderItem,
  keyOf,
  empty,
  skeleton,
  preloadMargin = 300,
  className,
}: InfiniteListProps<T>) {
  const { t } = useLingui();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const finished = isFinished({
    loaded: items.length,
    total,
    error,
    lastPageReached,
  });
  const view = listView({ loaded: items.length, loading, finished, error });
  const retry = onRetry ?? onLoadMore;
  const wantMore = shouldLoadMore({ loading, finished });
  const loadMore = useEffectEvent(() => {
    onLoadMore();
  });
  const count = items.length;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!wantMore || !sentinel) return;
    if (typeof IntersectionObserver === 'undefined') {
      loadMore();
      return;
    }
    // A fresh observer after every page (count) or loading change reports the sentinel's current position,
    // so a short first page that leaves the sentinel on screen still asks for the next one.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadMore();
        }
      },
      { rootMargin: `0px 0px ${String(preloadMargin)}px 0px` },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
    };
  }, [wantMore, count, preloadMargin]);

  return (
    <div className={cx(styles.root, className)} aria-busy={loading || undefined}>
      {view.body === 'items' ? items.map((item, index) => <Fragment key={keyOf(item)}>{renderItem(item, index)}</Fragment>) : null}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden />
      {view.body === 'skeleton' ? (skeleton ?? <SkeletonRows />) : null}
      {view.body === 'empty' ? (empty ?? <EmptyState />) : null}
      {view.body === 'failed' ? <LoadFailed onRetry={retry} /> : null}
      {view.footer === 'loading' ? (
        <div className={styles.footer} role="status">
          <Spinner size={16} />
          <span>{t`Loading…`}</span>
        </div>
      ) : null}
      {view.footer === 'end' ? <div className={styles.footer}>{t`No more`}</div> : null}
      {view.footer === 'failed' ? (
        <div className={styles.footer} role="alert">
          <span>{t`Could not load more.`}</span>
          <Button variant="ghost" size="s" onClick={retry}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
