import { useState } from 'react';
import type { ListedOrder } from './order-list';

export interface ShownDetail<T> {
  /** Whether the detail sheet is open: its order is still in the list. */
  open: boolean;
  /** The order to draw in the sheet: the list's current one, or its last state while the sheet slides away. */
  order: T | null;
  show: (id: number) => void;
  close: () => void;
}

/**
 * The order whose detail is open. The detail shows the order as the list has it now, so live figures stay live;
 * once the order left the list (closed, settled, refreshed away) the sheet closes.
 */
export function useShownDetail<T extends ListedOrder>(orders: readonly T[]): ShownDetail<T> {
  const [id, setId] = useState<number | null>(null);
  const selected = id === null ? undefined : orders.find((order) => order.Id === id);
  const [shown, setShown] = useState<T | null>(null);
  if (selected && selected !== shown) setShown(selected);
  return { open: selected !== undefined, order: shown, show: setId, close: () => setId(null) };
}
