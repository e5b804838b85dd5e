import { Decimal } from '../../../common/money';

// The simulation's own picture of what every user's accounts must hold: a plain model of the money rules, written
// apart from the server's code (it shares no formula with common/ or server/). After every step of the simulation
// the database must agree with it to the cent.

export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;

export type AccountKind = 'funding' | 'micro' | 'forex';
export const KINDS: readonly AccountKind[] = ['funding', 'micro', 'forex'];
/** accountTypeId of each account on the wire. */
export const TYPE_ID: Readonly<Record<AccountKind, 1 | 2 | 3>> = { funding: 1, micro: 2, forex: 3 };

export interface Buckets {
  available: Dec;
  locked: Dec;
}

export interface ModelOrder {
  id: number;
  /** 1 buy, 2 sell. */
  side: 1 | 2;
  lots: Dec;
  margin: Dec;
  fee: Dec;
  /** 0 pending, 1 holding. */
  status: 0 | 1;
  target: Dec;
  fillAbove: boolean;
  open: Dec;
  stopLoss: Dec;
  takeProfit: Dec;
}

export interface ModelOption {
  id: number;
  up: boolean;
  amount: Dec;
  open: Dec;
  expiresAt: number;
  ratio: Dec;
}

export interface ModelUser {
  name: string;
  token: string;
  userId: number;
  demo: boolean;
  accounts: Record<AccountKind, Buckets>;
  orders: Map<number, ModelOrder>;
  options: Map<number, ModelOption>;
}

export interface Rules {
  /** trade_fee_type: 1 lots x rate, otherwise margin x rate. */
  feeType: number;
  feeRate: Dec;
  unitsPerLot: Dec;
  /** micro_loss_level: 0 a loss costs the whole stake, otherwise stake x ratio. */
  lossLevel: number;
  demoBalance: Dec;
}

export const cents = (value: Dec): Dec => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export function emptyAccounts(start: Dec = new D(0)): Record<AccountKind, Buckets> {
  return {
    funding: { available: start, locked: new D(0) },
    micro: { available: start, locked: new D(0) },
    forex: { available: start, locked: new D(0) },
  };
}

/** Margin and fee of an order of `lots` valued at `price` (a USD-quoted, leverage-margined instrument). */
export function marginAndFee(rules: Rules, lots: Dec, price: Dec, multiple: number): { margin: Dec; fee: Dec } {
  const exact = lots.times(rules.unitsPerLot).times(price).dividedBy(multiple);
  const fee = rules.feeType === 1 ? lots.times(rules.feeRate) : exact.times(rules.feeRate);
  return { margin: cents(exact), fee: cents(fee) };
}

export function profitAt(rules: Rules, order: ModelOrder, price: Dec): Dec {
  const move = price.minus(order.open).times(order.side === 1 ? 1 : -1);
  return cents(move.times(order.lots).times(rules.unitsPerLot));
}

/** A holding position closes at `price`: its margin comes back with the profit, or the loss the account can pay. */
export function closeOrder(rules: Rules, user: ModelUser, order: ModelOrder, price: Dec): void {
  const forex = user.accounts.forex;
  const profit = profitAt(rules, order, price);
  const freed = forex.available.plus(order.margin);
  const realised = profit.isNegative() ? D.max(profit, freed.negated()) : profit;
  forex.available = freed.plus(realised);
  forex.locked = forex.locked.minus(order.margin);
  user.orders.delete(order.id);
}

export function cancelOrder(user: ModelUser, order: ModelOrder): void {
  const forex = user.accounts.forex;
  forex.available = forex.available.plus(order.margin).plus(order.fee);
  forex.locked = forex.locked.minus(order.margin);
  user.orders.delete(order.id);
}

/** What a tick at `price` and `time` does: pending orders fill, stops close, options that fell due settle. */
export function applyTick(rules: Rules, users: readonly ModelUser[], price: Dec, time: number): string[] {
  const events: string[] = [];
  for (const user of users) {
    for (const order of [...user.orders.values()]) {
      if (order.status === 0 && (order.fillAbove ? price.gte(order.target) : price.lte(order.target))) {
        order.status = 1;
        order.open = price;
        events.push(`${user.name} order ${order.id} filled at ${price.toFixed(2)}`);
      }
    }
    for (const order of [...user.orders.values()]) {
      if (order.status !== 1) continue;
      const buy = order.side === 1;
      const stopHit = order.stopLoss.gt(0) && (buy ? price.lte(order.stopLoss) : price.gte(order.stopLoss));
      const targetHit = order.takeProfit.gt(0) && (buy ? price.gte(order.takeProfit) : price.lte(order.takeProfit));
      if (stopHit || targetHit) {
        closeOrder(rules, user, order, price);
        events.push(`${user.name} order ${order.id} ${stopHit ? 'stopped' : 'took profit'} at ${price.toFixed(2)}`);
      }
    }
    for (const option of [...user.options.values()]) {
      if (option.expiresAt > time) continue;
      const comparison = price.comparedTo(option.open);
      const wins = option.up ? comparison >= 0 : comparison <= 0;
      const payout = cents(option.amount.times(option.ratio));
      const result = wins ? payout : rules.lossLevel === 0 ? option.amount.negated() : payout.negated();
      const micro = user.accounts.micro;
      micro.available = micro.available.plus(option.amount).plus(result);
      micro.locked = micro.locked.minus(option.amount);
      user.options.delete(option.id);
      events.push(`${user.name} option ${option.id} ${wins ? 'won' : 'lost'}`);
    }
  }
  return events;
}

/** Floating profit of the user's holding positions at `price`, each to the cent. */
export function floating(rules: Rules, user: ModelUser, price: Dec): Dec {
  let total = new D(0);
  for (const order of user.orders.values()) if (order.status === 1) total = total.plus(profitAt(rules, order, price));
  return total;
}

/** Margin held by every order of the user (pending and holding). */
export function marginHeld(user: ModelUser): Dec {
  let total = new D(0);
  for (const order of user.orders.values()) total = total.plus(order.margin);
  return total;
}
