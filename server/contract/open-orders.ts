import { Decimal } from '../../common/money';
import { ORDER_STATUS, SIDE, type Side } from '../../common/contract';
import type { OrderRow } from './orders';
import type { TriggerIndex, TriggerKind } from './trigger-index';
import { assert } from '../assert';
import { nextTrailPrice } from '../../common/trailing';

// The engine's memory of orders still in the book (dealing and holding), per user and per instrument, kept in step
// with the database after each commit; and the price levels each one waits for in the trigger index.

export interface OpenOrder {
  id: number;
  userId: number;
  instrumentId: number;
  side: Side;
  lots: Decimal;
  status: 0 | 1;
  margin: Decimal;
  /** The fill price once holding; the chosen price while pending. */
  openPrice: Decimal;
  fillWhenAtOrAbove: boolean | null;
  stopLoss: Decimal;
  takeProfit: Decimal;
  /** A trailing stop's distance in price (0 or absent: none): stopLoss is its level, moved by the ticks (trail-moves.ts). */
  trailingDistance?: Decimal | undefined;
  /** A pending order's expiry (ms); null: good till cancelled. No tick at or after it fills the order. */
  expireAt?: number | null | undefined;
  /** The close-out level its owner's rule set gave it when placed (ratio); null or absent: the platform's. */
  closeOutLevel?: Decimal | null | undefined;
}

export function openOrderOf(row: OrderRow): OpenOrder {
  assert(row.status !== ORDER_STATUS.history, `order ${row.id} is closed`);
  return {
    id: Number(row.id),
    userId: row.user_id,
    instrumentId: row.instrument_id,
    side: row.side,
    lots: new Decimal(row.lots),
    status: row.status,
    margin: new Decimal(row.margin),
    openPrice: new Decimal(row.status === ORDER_STATUS.dealing ? row.target_price : (row.open_price ?? 0)),
    fillWhenAtOrAbove: row.fill_when_at_or_above,
    stopLoss: new Decimal(row.stop_loss),
    takeProfit: new Decimal(row.take_profit),
    trailingDistance: new Decimal(row.trailing_distance),
    expireAt: row.expire_at === null ? null : Number(row.expire_at),
    closeOutLevel: row.close_out_level === null ? null : new Decimal(row.close_out_level),
  };
}

type When = 'at_or_below' | 'at_or_above';

/** The levels an order waits for: a pending order its fill; a holding one its stop-loss and take-profit. */
function triggersOf(order: OpenOrder, precision: number | undefined): { kind: TriggerKind; level: number; when: When }[] {
  if (order.status === ORDER_STATUS.dealing) {
    return [{ kind: 'fill', level: order.openPrice.toNumber(), when: order.fillWhenAtOrAbove ? 'at_or_above' : 'at_or_below' }];
  }
  // A buy loses as the price falls (stop below, target above); a sell the other way round.
  const buy = order.side === SIDE.buy;
  const triggers: { kind: TriggerKind; level: number; when: When }[] = [];
  if (!order.stopLoss.isZero())
    triggers.push({ kind: 'stop_loss', level: order.stopLoss.toNumber(), when: buy ? 'at_or_below' : 'at_or_above' });
  if (!order.takeProfit.isZero())
    triggers.push({ kind: 'take_profit', level: order.takeProfit.toNumber(), when: buy ? 'at_or_above' : 'at_or_below' });
  // A trailing stop also waits for the price at which its level next moves (one step beyond the distance, in the
  // position's favour): the index carries the trail, so a tick costs only the stops it moves.
  if (order.trailingDistance && !order.trailingDistance.isZero() && !order.stopLoss.isZero()) {
    // Unknown (an instrument no longer listed): the finest step the levels show, which can only fire early, where the
    // decimal check sends it back.
    const places = precision ?? Math.max(order.stopLoss.decimalPlaces(), order.trailingDistance.decimalPlaces());
    const moves = nextTrailPrice(order.side, order.stopLoss, order.trailingDistance, places);
    if (moves.greaterThan(0)) triggers.push({ kind: 'trail', level: moves.toNumber(), when: buy ? 'at_or_above' : 'at_or_below' });
  }
  return triggers;
}

export class OpenOrders {
  private readonly byId = new Map<number, OpenOrder>();
  private readonly byUser = new Map<number, Set<number>>();
  private readonly byInstrument = new Map<number, Set<number>>();

  constructor(
    private readonly triggers: TriggerIndex,
    /** An instrument's price precision (a trailing stop moves by its step); undefined when not listed. */
    private readonly precisionOf: (instrumentId: number) => number | undefined = () => undefined,
  ) {}

  get(id: number): OpenOrder | undefined {
    return this.byId.get(id);
  }

  /** Adds or replaces an order, with its triggers. */
  put(order: OpenOrder): void {
    this.byId.set(order.id, order);
    setOf(this.byUser, order.userId).add(order.id);
    setOf(this.byInstrument, order.instrumentId).add(order.id);
    this.triggers.set(order.id, order.instrumentId, triggersOf(order, this.precisionOf(order.instrumentId)));
  }

  remove(id: number): void {
    const order = this.byId.get(id);
    if (!order) return;
    this.byId.delete(id);
    this.byUser.get(order.userId)?.delete(id);
    if (this.byUser.get(order.userId)?.size === 0) this.byUser.delete(order.userId);
    this.byInstrument.get(order.instrumentId)?.delete(id);
    this.triggers.remove(id);
  }

  ofUser(userId: number): OpenOrder[] {
    return [...(this.byUser.get(userId) ?? [])].flatMap((id) => this.byId.get(id) ?? []);
  }

  /** Users holding a position on the instrument: whose equity a tick of it moves. */
  holdersOf(instrumentId: number): Set<number> {
    const users = new Set<number>();
    for (const id of this.byInstrument.get(instrumentId) ?? []) {
      const order = this.byId.get(id);
      if (order?.status === ORDER_STATUS.holding) users.add(order.userId);
    }
    return users;
  }

  ids(): number[] {
    return [...this.byId.keys()];
  }

  users(): number[] {
    return [...this.byUser.keys()];
  }

  /** Whether the user has any order open (holding or pending). */
  hasAny(userId: number): boolean {
    return this.byUser.has(userId);
  }
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
