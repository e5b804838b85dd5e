import { useLingui } from '@lingui/react/macro';
import type { CustomerRecord } from '@common/api/admin-console';
import { amountText, timeText } from '../format';

// The trading controls of a customer's contract order (issue 35), as the orders tab of the customer screen shows them
// (server/admin/customers.ts selects them): the trailing distance, the expiry, each receipt (the price seen or
// waited for, and what the slippage made or cost), and the partial closes, each part with its lots, its deciding tick
// and what it realised. A value the order does not have reads as a dash.

/** The order's columns this file draws, beside the plain ones CustomerScreen draws itself. */
export const ORDER_CONTROL_COLUMNS = ['trailing_distance', 'expire_at', 'open_receipt', 'close_receipt', 'partial_closes'] as const;
export type OrderControlColumn = (typeof ORDER_CONTROL_COLUMNS)[number];

export function isOrderControlColumn(key: string): key is OrderControlColumn {
  return (ORDER_CONTROL_COLUMNS as readonly string[]).includes(key);
}

/** One part of a partial close, as the server's JSON lists it. */
interface Part {
  lots: string;
  price: string;
  seq: string;
  time: number;
  realised: string;
}

function isPart(value: unknown): value is Part {
  if (typeof value !== 'object' || value === null) return false;
  const part = value as Record<string, unknown>;
  return (
    typeof part.lots === 'string' &&
    typeof part.price === 'string' &&
    typeof part.seq === 'string' &&
    typeof part.time === 'number' &&
    typeof part.realised === 'string'
  );
}

/** The parts in the row, oldest first; none when there are none or the text is not what the server writes. */
export function partsOf(row: CustomerRecord): Part[] {
  const text = row.partial_parts;
  if (typeof text !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every(isPart) ? parsed : [];
  } catch {
    return [];
  }
}

const textOf = (value: CustomerRecord[string] | undefined): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A receipt: the price seen (or waited for) and the slippage's money, signed in the customer's favour. */
function Receipt({ seen, money }: { seen: string | null; money: string | null }) {
  const { t, i18n } = useLingui();
  if (seen === null) return <>—</>;
  if (money === null) return <>{t`Seen ${seen}`}</>;
  const slippage = amountText(money, i18n.locale);
  return <>{t`Seen ${seen}, slippage ${slippage} USD`}</>;
}

function PartialCloses({ row }: { row: CustomerRecord }) {
  const { t, i18n } = useLingui();
  const parts = partsOf(row);
  if (parts.length === 0) return <>—</>;
  return (
    <ol aria-label={t`Partial closes`}>
      {parts.map(({ lots, price, seq, time: at, realised: pnl }) => {
        const time = timeText(at, i18n.locale);
        const realised = amountText(pnl, i18n.locale);
        return <li key={seq}>{t`${lots} lots at ${price} (tick ${seq}, ${time}), realised ${realised} USD`}</li>;
      })}
    </ol>
  );
}

/** The cell of one of the order's control columns. */
export function OrderControlCell({ row, column }: { row: CustomerRecord; column: OrderControlColumn }) {
  const { i18n } = useLingui();
  switch (column) {
    case 'trailing_distance': {
      const distance = textOf(row.trailing_distance);
      return <>{distance === null || Number(distance) === 0 ? '—' : distance}</>;
    }
    case 'expire_at':
      return <>{typeof row.expire_at === 'number' ? timeText(row.expire_at, i18n.locale) : '—'}</>;
    case 'open_receipt':
      return <Receipt seen={textOf(row.seen_price)} money={textOf(row.open_slippage)} />;
    case 'close_receipt':
      return <Receipt seen={textOf(row.close_seen_price)} money={textOf(row.close_slippage)} />;
    case 'partial_closes':
      return <PartialCloses row={row} />;
  }
}

/** The control columns' headings. */
export function useOrderControlLabels(): Record<OrderControlColumn, string> {
  const { t } = useLingui();
  return {
    trailing_distance: t`Trailing distance`,
    expire_at: t`Expires`,
    open_receipt: t`Open receipt`,
    close_receipt: t`Close receipt`,
    partial_closes: t`Partial closes`,
  };
}
