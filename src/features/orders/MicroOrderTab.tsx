import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { MicroStatus } from '@common/micro';
import { followLivePrices } from '@/shared/market';
import { baseSettingsAtom } from '@/lib/store';
import { PullToRefresh } from '@/ui';
import { MicroOrderCard } from './MicroOrderCard';
import { MicroOrderDetail } from './MicroOrderDetail';
import { OrderPages } from './OrderPages';
import { useMicroOrderList } from './useMicroOrderList';
import { useShownDetail } from './useShownDetail';

/**
 * One tab of option orders (running or closed) with pull-to-refresh and paging, each opening its detail. A running
 * order that settles leaves the tab at the next refresh (1 s after its countdown ends), taking its detail with it.
 */
export function MicroOrderTab({ status, tag }: { status: MicroStatus; tag: string }) {
  const orders = useMicroOrderList(status);
  const detail = useShownDetail(orders.list.orders);
  // The loss rule is a public base setting, read at start; 0 (a loss costs the whole amount) until it is known.
  const lossLevel = useAtomValue(baseSettingsAtom)?.micro_loss_level ?? 0;

  // Running orders are valued at the live price: the orders screen may be the first one opened.
  useEffect(() => followLivePrices(), []);

  return (
    <PullToRefresh onRefresh={orders.refresh}>
      <OrderPages
        orders={orders}
        renderCard={(order) => <MicroOrderCard order={order} tag={tag} lossLevel={lossLevel} onOpen={() => detail.show(order.Id)} />}
      />
      <MicroOrderDetail open={detail.open} order={detail.order} tag={tag} lossLevel={lossLevel} onClose={detail.close} />
    </PullToRefresh>
  );
}
