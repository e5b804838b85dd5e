import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState, InfiniteList, SkeletonRows } from '@/ui';
import type { Paged } from './usePagedList';
import styles from './Wallet.module.css';

interface PagedRowsProps<T> {
  paged: Paged<T>;
  keyOf: (item: T) => number;
  renderRow: (item: T) => ReactNode;
}

/** A wallet list's rows, paged as the end comes near, with skeleton rows first and "no data yet" when empty. */
export function PagedRows<T>({ paged, keyOf, renderRow }: PagedRowsProps<T>) {
  const { t } = useLingui();
  const { list, loading, loadMore } = paged;
  return (
    <InfiniteList
      className={list.items.length > 0 ? styles.list : undefined}
      items={list.items}
      total={list.total}
      loading={loading}
      error={list.failed}
      onLoadMore={loadMore}
      keyOf={keyOf}
      skeleton={<SkeletonRows count={4} />}
      empty={<EmptyState title={t`No data yet`} compact />}
      renderItem={renderRow}
    />
  );
}
