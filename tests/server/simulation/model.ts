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
  /** A trailing stop's distance (0: none): stopLoss follows the best price since, this far behind, never back. */
  trailing: Dec;
  /** A pending order's expiry (ms); null: good till cancelled. */
  expiresAt: number | null;
  /** Set on a copy of the trader's order: the follow it was made for. */
  copy?: CopyLink;
  /** The opening fee its partial closes counted already (0 or absent: none). */
  feeCounted?: Dec;
}

/** What makes an order a copy: its follow, the trader's order it copies, and whether it still closes with it. */
export interface CopyLink {
  follow: ModelFollow;
  originId: number;
  /** Cleared by a close by hand, a cancel of the follow, or the copy's own end: it no longer closes with the trader. */
  following: boolean;
  /** The trader's fill time (ms): the copy stop-loss counts copies opened since its follow (re)started. */
  openedAt: number;
}

export type FollowEnd = 'cancelled' | 'stop_loss';

/** One follower's follow of the trader: there is at most one per follower, started again in place after it ended. */
export interface ModelFollow {
  id: number;
  follower: ModelUser;
  /** The copy ratio: a copy holds the trader's lots times this, down to the lot step. */
  ratio: Dec;
  /** The allocation (max_amount): the margin this follow's open copies may hold together. */
  allocation: Dec;
  /** The loss at which the copy stop-loss ends the follow; null without one. */
  limit: Dec | null;
  paused: boolean;
  active: boolean;
  endedReason: FollowEnd | null;
  /** When the follow (re)started (ms). */
  activeSince: number;
  /** Profit realised by the follow's copies (whole or in part), each with its copy's open time. */
  booked: { openedAt: number; amount: Dec }[];
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
  /** A daily loss limit the user set on themselves (issue 38), and the day's realised result; absent: none. */
  lossLimit?: DailyLossLimit;
}

/**
 * A daily loss limit and what the UTC day it counts realised: every close, part and option settlement adds its net
 * result (a position's opening fee counted with its closes). A new order, option or copy may put at risk, with the
 * margin the contract account holds already (and the stakes of running options, for an option), no more than the
 * limit less the day's loss.
 */
export interface DailyLossLimit {
  amount: Dec;
  /** The UTC day (YYYY-MM-DD) `result` is of; null before anything was realised. */
  day: string | null;
  result: Dec;
}

export interface Rules {
  /** trade_fee_type: 1 lots x rate, otherwise margin x rate. */
  feeType: number;
  feeRate: Dec;
  unitsPerLot: Dec;
  /** micro_loss_level: 0 a loss costs the whole stake, otherwise stake x ratio. */
  lossLevel: number;
  demoBalance: Dec;
  /** The instrument's lot step and smallest order (a copy's lots are rounded down to the one, raised to the other). */
  lotStep: Dec;
  minLots: Dec;
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

/** A holding position closes at `price` (a tick of `time`): its margin comes back with the profit, or the loss the
 * account can pay. */
export function closeOrder(rules: Rules, user: ModelUser, order: ModelOrder, price: Dec, time: number): void {
  const forex = user.accounts.forex;
  const profit = profitAt(rules, order, price);
  const freed = forex.available.plus(order.margin);
  const realised = profit.isNegative() ? D.max(profit, freed.negated()) : profit;
  forex.available = freed.plus(realised);
  forex.locked = forex.locked.minus(order.margin);
  user.orders.delete(order.id);
  if (order.copy) order.copy.following = false;
  book(order, realised);
  realise(user, realised.minus(order.fee.minus(order.feeCounted ?? 0)), time);
}

const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** A result realised at `time` counts towards the day's, for a user with a loss limit (a later day starts afresh). */
export function realise(user: ModelUser, result: Dec, time: number): void {
  const limit = user.lossLimit;
  if (!limit) return;
  const day = dayOf(time);
  if (limit.day === day) limit.result = limit.result.plus(result);
  else if (limit.day === null || day > limit.day) Object.assign(limit, { day, result });
}

/** What a user's loss limit leaves to put at risk at `now`: the limit less the day's loss; null without a limit. */
export function lossLeft(user: ModelUser, now: number): Dec | null {
  const limit = user.lossLimit;
  if (!limit) return null;
  const lost = limit.day === dayOf(now) && limit.result.isNegative() ? limit.result.negated() : new D(0);
  return limit.amount.minus(lost);
}

/** Whether putting `adding` more at risk (beyond `atRisk`) keeps within the user's loss limit at `now`. */
export function withinLossLimit(user: ModelUser, atRisk: Dec, adding: Dec, now: number): boolean {
  const left = lossLeft(user, now);
  return left === null || atRisk.plus(adding).lte(left);
}

/** A copy's realised profit (a part's or the whole's) counts towards its follow's stop-loss. */
function book(order: ModelOrder, realised: Dec): void {
  order.copy?.follow.booked.push({ openedAt: order.copy.openedAt, amount: realised });
}

/**
 * Part of a holding position closes at `price`: the part's share of the margin (to the cent) comes back with the
 * part's profit, or the loss the account can pay; the rest stays open with the rest of the margin.
 */
export function closePart(rules: Rules, user: ModelUser, order: ModelOrder, part: Dec, price: Dec, time: number): void {
  const forex = user.accounts.forex;
  const margin = cents(order.margin.times(part).dividedBy(order.lots));
  // The part's share of the opening fee not counted yet, as its share of the lots open.
  const feeLeft = order.fee.minus(order.feeCounted ?? 0);
  const fee = D.max(cents(feeLeft.times(part).dividedBy(order.lots)), new D(0));
  const move = price.minus(order.open).times(order.side === 1 ? 1 : -1);
  const profit = cents(move.times(part).times(rules.unitsPerLot));
  const freed = forex.available.plus(margin);
  const realised = profit.isNegative() ? D.max(profit, freed.negated()) : profit;
  forex.available = freed.plus(realised);
  forex.locked = forex.locked.minus(margin);
  order.lots = order.lots.minus(part);
  order.margin = order.margin.minus(margin);
  // A part closed by hand leaves a copy following: the rest still closes with the trader.
  book(order, realised);
  order.feeCounted = (order.feeCounted ?? new D(0)).plus(fee);
  realise(user, realised.minus(fee), time);
}

export function cancelOrder(user: ModelUser, order: ModelOrder): void {
  const forex = user.accounts.forex;
  forex.available = forex.available.plus(order.margin).plus(order.fee);
  forex.locked = forex.locked.minus(order.margin);
  user.orders.delete(order.id);
}

/**
 * What a tick at `price` and `time` does: pending orders fill, stops close, options that fell due settle; then each
 * follow's copy stop-loss looks at the tick.
 */
export function applyTick(
  rules: Rules,
  users: readonly ModelUser[],
  price: Dec,
  time: number,
  follows: readonly ModelFollow[] = [],
  /** Collects the copies a copy stop-loss closed on this tick. */
  copyStopLossCloses: number[] = [],
): string[] {
  const events: string[] = [];
  // The copy stop-loss values the follows that held a copy as the tick came: a copy its own stop closes on this tick
  // still counts (realised now at the tick's price, which is what it was worth at it).
  const watched = follows.filter((follow) => follow.active && follow.limit !== null && followCopies(follow).length > 0);
  for (const user of users) {
    for (const order of [...user.orders.values()]) {
      // From its expiry on, a pending order fills on no tick: the sweep cancels it (its margin and fee back).
      if (order.status === 0 && order.expiresAt !== null && time >= order.expiresAt) {
        cancelOrder(user, order);
        events.push(`${user.name} order ${order.id} expired`);
        continue;
      }
      if (order.status === 0 && (order.fillAbove ? price.gte(order.target) : price.lte(order.target))) {
        order.status = 1;
        order.open = price;
        events.push(`${user.name} order ${order.id} filled at ${price.toFixed(2)}`);
      }
    }
    for (const order of [...user.orders.values()]) {
      if (order.status !== 1) continue;
      const buy = order.side === 1;
      // A trailing stop moves first, only the position's way (prices here are whole cents, distances whole dollars).
      if (order.trailing.gt(0)) {
        const behind = buy ? price.minus(order.trailing) : price.plus(order.trailing);
        if (buy ? behind.gt(order.stopLoss) : behind.lt(order.stopLoss)) order.stopLoss = behind;
      }
      const stopHit = order.stopLoss.gt(0) && (buy ? price.lte(order.stopLoss) : price.gte(order.stopLoss));
      const targetHit = order.takeProfit.gt(0) && (buy ? price.gte(order.takeProfit) : price.lte(order.takeProfit));
      if (stopHit || targetHit) {
        closeOrder(rules, user, order, price, time);
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
      realise(user, result, time);
      events.push(`${user.name} option ${option.id} ${wins ? 'won' : 'lost'}`);
    }
  }
  for (const follow of watched) {
    const profit = followProfit(rules, follow, price);
    if (profit.gt(follow.limit!.negated())) continue;
    const copies = followCopies(follow);
    for (const copy of copies) closeOrder(rules, follow.follower, copy, price, time);
    copyStopLossCloses.push(...copies.map((copy) => copy.id));
    endFollow(follow, 'stop_loss');
    events.push(
      `${follow.follower.name}'s copy stop-loss at ${price.toFixed(2)} (${profit.toFixed(2)} against ${follow.limit!.toFixed(2)}): ` +
        `closes ${copies.map((copy) => copy.id).join(', ') || 'nothing'}`,
    );
  }
  return events;
}

// ---- copy trading ------------------------------------------------------------------------------------------------

/** A copy's lots: the trader's lots times the ratio, rounded down to the lot step, never below the smallest order. */
export function copyLots(rules: Rules, traderLots: Dec, ratio: Dec): Dec {
  const stepped = traderLots.times(ratio).dividedBy(rules.lotStep).floor().times(rules.lotStep);
  return D.max(stepped, rules.minLots);
}

/** The follow's copies holding now, opened since it (re)started: what its stop-loss values, and closes. */
export function followCopies(follow: ModelFollow): ModelOrder[] {
  return [...follow.follower.orders.values()].filter(
    (order) => order.copy?.follow === follow && order.status === 1 && order.copy.openedAt >= follow.activeSince,
  );
}

/** Margin held by every open copy of the follow, from before a restart too: what its allocation caps. */
export function followMarginHeld(follow: ModelFollow): Dec {
  let total = new D(0);
  for (const order of follow.follower.orders.values()) if (order.copy?.follow === follow) total = total.plus(order.margin);
  return total;
}

/** What the copy stop-loss compares with its limit: profit realised by copies opened since the (re)start, plus theirs
 * floating at `price`. */
export function followProfit(rules: Rules, follow: ModelFollow, price: Dec): Dec {
  let total = new D(0);
  for (const entry of follow.booked) if (entry.openedAt >= follow.activeSince) total = total.plus(entry.amount);
  for (const copy of followCopies(follow)) total = total.plus(profitAt(rules, copy, price));
  return total;
}

/** The follow ends: no more copies; those still open stop closing with the trader (a stop-loss closed its own). */
export function endFollow(follow: ModelFollow, reason: FollowEnd): void {
  follow.active = false;
  follow.paused = false;
  follow.endedReason = reason;
  for (const order of follow.follower.orders.values()) if (order.copy?.follow === follow) order.copy.following = false;
}

/** The follow starts (again) at `time`: what copies before it realised no longer counts towards its stop-loss. */
export function startFollow(follow: ModelFollow, time: number): void {
  follow.active = true;
  follow.paused = false;
  follow.endedReason = null;
  follow.activeSince = time;
  follow.booked = follow.booked.filter((entry) => entry.openedAt >= time);
}

export type CopyDecision = { skip: string } | { lots: Dec; margin: Dec; fee: Dec };

/**
 * Whether an active follow copies the trader's order of `lots` filled at `price` (at `now`) with leverage
 * `multiple`, and how: skipped while paused, when the copy's margin would take the follow's open copies past its
 * allocation, or the follower's margin at risk past their loss limit, or when the follower's contract account cannot
 * pay its margin and fee; otherwise charged as the follower's own order would be.
 */
export function copyDecision(rules: Rules, follow: ModelFollow, lots: Dec, price: Dec, multiple: number, now: number): CopyDecision {
  if (follow.paused) return { skip: 'paused' };
  const copied = copyLots(rules, lots, follow.ratio);
  const { margin, fee } = marginAndFee(rules, copied, price, multiple);
  if (followMarginHeld(follow).plus(margin).gt(follow.allocation)) return { skip: 'max_amount' };
  if (!withinLossLimit(follow.follower, follow.follower.accounts.forex.locked, margin, now)) return { skip: 'loss_limit' };
  if (margin.plus(fee).gt(follow.follower.accounts.forex.available)) return { skip: 'free_margin' };
  return { lots: copied, margin, fee };
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
