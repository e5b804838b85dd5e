import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ForexOrder } from '@common/api/trade';
import { ORDER_STATUS, type OrderStatus } from '@common/contract';
import { StopPriceSheet } from '@/shared/stop-levels';
import { ConfirmDialog, PullToRefresh } from '@/ui';
import { CloseAllActions } from './CloseAllActions';
import { seenPriceParam } from './close-lots';
import { OrderCard } from './OrderCard';
import { OrderDetail } from './OrderDetail';
import { OrderPages } from './OrderPages';
import { endedElsewhere, endOrderMutation, lotsChanged } from './queries';
import { RealisedProfit } from './RealisedProfit';
import { useOrderList } from './useOrderList';
import { useShownDetail } from './useShownDetail';

interface OrderTabProps {
  status: OrderStatus;
  tag: string;
  /** Something changed the account (a close, a cancel, a pull): its header loads again. */
  onAccountChange: () => Promise<void>;
}

interface Pending {
  kind: 'close' | 'cancel';
  id: number;
}

/**
 * One tab's orders with pull-to-refresh and paging, each opening its detail; the close and cancel confirmations
 * and the stop-loss sheet; on the holding tab, closing all (or those in profit, or at a loss) and closing part of a
 * position from its detail. An order that leaves the tab (closed here, or by the server) takes its detail with it.
 */
export function OrderTab({ status, tag, onAccountChange }: OrderTabProps) {
  const { t } = useLingui();
  const orders = useOrderList(status);
  const { list, refresh, remove, replace } = orders;
  const detail = useShownDetail(list.orders);
  const [pending, setPending] = useState<Pending | null>(null);
  const ending = useMutation({
    ...endOrderMutation,
    onSuccess: (_answer, { id }) => {
      remove([id]);
      void onAccountChange();
    },
    // Closed, cancelled or filled on another device (or by the server) before this one heard of it: the server's
    // message says so, and the card goes at once; the tab and the account are read again (issue 41, item 1).
    onError: (error, { id }) => {
      if (!endedElsewhere(error)) return;
      remove([id]);
      void refresh();
      void onAccountChange();
    },
  });
  const [stopsId, setStopsId] = useState<number | null>(null);
  const find = (id: number | null) => (id === null ? undefined : list.orders.find((order) => order.Id === id));

  // The stop sheet and a confirmation end with their order, as the detail does.
  const stopsOrder = find(stopsId) ?? null;
  const pendingOrder = pending ? find(pending.id) : undefined;

  const lotsOf = (name: string, lots: string) => t`${name}, ${lots} lots`;

  const confirm = () => {
    if (!pending) return;
    // A close carries the price the card showed when it was confirmed (issue 35: the receipt).
    const seen = pending.kind === 'close' && pendingOrder ? seenPriceParam(pendingOrder) : {};
    ending.mutate({ ...pending, ...seen }, { onSettled: () => setPending(null) });
  };

  // Part of a position closed from its detail: what is left takes its place, or it leaves when the whole was closed.
  const partClose = {
    onClosed: (answer: ForexOrder) => {
      if (answer.Status === ORDER_STATUS.holding) replace(answer);
      else remove([answer.Id]);
      void onAccountChange();
    },
    onRefused: (error: unknown) => {
      if (!endedElsewhere(error) && !lotsChanged(error)) return;
      void refresh();
      void onAccountChange();
    },
  };

  return (
    <PullToRefresh onRefresh={() => Promise.all([refresh(), onAccountChange()])}>
      {status === ORDER_STATUS.history && list.orders.length > 0 ? <RealisedProfit value={list.allNetProfits} tag={tag} /> : null}
      {status === ORDER_STATUS.holding ? (
        <CloseAllActions
          orders={list.orders}
          complete={list.total !== null && list.orders.length >= list.total}
          tag={tag}
          onClosed={(page) => {
            remove(page.data.map((order) => order.Id));
            void refresh();
            void onAccountChange();
          }}
        />
      ) : null}
      <OrderPages
        orders={orders}
        renderCard={(order) => (
          <OrderCard
            order={order}
            tag={tag}
            onOpen={() => detail.show(order.Id)}
            {...(status === ORDER_STATUS.holding
              ? { onClose: () => setPending({ kind: 'close', id: order.Id }), onStops: () => setStopsId(order.Id) }
              : {})}
            {...(status === ORDER_STATUS.dealing ? { onCancel: () => setPending({ kind: 'cancel', id: order.Id }) } : {})}
          />
        )}
      />
      <OrderDetail
        open={detail.open}
        order={detail.order}
        tag={tag}
        onClose={detail.close}
        partClose={status === ORDER_STATUS.holding ? partClose : undefined}
      />
      <StopPriceSheet
        order={stopsOrder}
        tag={tag}
        onClose={() => setStopsId(null)}
        onSaved={(order) => {
          replace(order);
          setStopsId(null);
        }}
      />
      <ConfirmDialog
        open={pendingOrder !== undefined}
        danger={pending?.kind === 'close'}
        loading={ending.isPending}
        title={pending?.kind === 'cancel' ? t`Cancel this pending order?` : t`Close this position?`}
        message={pendingOrder ? lotsOf(pendingOrder.ForexTradeLists.ShowCode, pendingOrder.Quantity) : undefined}
        confirmLabel={
          pending?.kind === 'cancel'
            ? t({ message: 'Cancel order', context: 'cancel a pending order' })
            : t({ message: 'Close', context: 'close a position' })
        }
        cancelLabel={t`Keep it`}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </PullToRefresh>
  );
}
