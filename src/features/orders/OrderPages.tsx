import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState, InfiniteList, SkeletonCards } from '@/ui';
import type { ListedOrder } from './order-list';
import type { PagedOrders } from './usePagedOrders';

interface OrderPagesProps<T extends ListedOrder> {
  orders: PagedOrders<T>;
  renderCard: (order: T) => ReactNode;
}

/** A tab's cards, paged as the end comes near: 2 skeleton cards while the first page loads, an empty state after. */
export function OrderPages<T extends ListedOrder>({ orders, renderCard }: OrderPagesProps<T>) {
  const { t } = useLingui();
  const { list, loading, loadMore } = orders;
  return (
    <InfiniteList
      items={list.orders}
      total={list.total}
      loading={loading}
      error={list.failed}
      onLoadMore={loadMore}
      keyOf={(order) => order.Id}
      skeleton={<SkeletonCards count={2} />}
      empty={<EmptyState title={t`No data yet`} />}
      renderItem={renderCard}
    />
  );
}
