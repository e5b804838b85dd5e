import { MAX_LOTS_IN_MIN_LOTS, orderCost } from './contract';
import { Decimal, formatAmount } from './money';

// Copy trading's shared rules (issue 14): how many lots a copy takes, the margin it would lock, and the copy ratios
// on offer. The engine sizes every copy with these, and the follow settings sheet previews them, so the preview
// and the copy never disagree.

/** The copy ratios (`multiple`) offered when the back office has set none (setting `follow_multiples`). */
export const DEFAULT_FOLLOW_MULTIPLES: readonly string[] = ['0.5', '1', '2', '3', '5'];

/** The statistics window of spec section 9: three weeks. */
export const FOLLOW_WINDOW_DAYS = 21;

/** Ranked only with at least this many closed orders in the window... */
export const RANK_MIN_CLOSED_ORDERS = 10;
/** ...and orders closed on at least this many distinct days of it. */
export const RANK_MIN_ACTIVE_DAYS = 5;

/** `FollowType` of an order: 1 the user's own, 2 a copy of a trader's order. */
export const FOLLOW_TYPE = { own: 1, copy: 2 } as const;
export type FollowType = (typeof FOLLOW_TYPE)[keyof typeof FOLLOW_TYPE];

/** A trader application's state: pending an operator, approved (the user is a trader), rejected (may apply again). */
export const TRADER_APPLICATION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type TraderApplicationStatus = (typeof TRADER_APPLICATION_STATUS)[keyof typeof TRADER_APPLICATION_STATUS];

/** Why a copy was not opened; kept as a `copy_skipped` record and pushed to the follower. */
export const COPY_SKIP_REASONS = [
  /** The copy's margin would take this follow's open copies past `max_amount`. */
  'max_amount',
  /** The follower's contract account lacks the free margin (and fee) for it. */
  'free_margin',
  /** The instrument's market is closed. */
  'market_closed',
  /** The copy's lots would exceed the instrument's largest order. */
  'lots_limit',
  /** The instrument has no fresh price to copy at. */
  'no_quote',
  /** The follower froze their account (issue 33): no new trading until an operator unfreezes it. */
  'account_frozen',
  /** The follower paused the follow (issue 36): recorded, not told, so the list shows what a pause missed. */
  'paused',
  /** The copy's margin would be above the follow's max_per_order, or its amount_per_order buys less than the minimum lots. */
  'max_per_order',
  /** The follower's fill would be further from the trader's than the follow's max_slippage_percent. */
  'slippage',
  /** The follower is on a cool-off or self-excluded (issue 38): nothing new opens until it ends. */
  'taking_break',
  /** The follower's rule set does not offer copy trading (issue 38). */
  'not_offered',
  /** The trader's leverage is above the cap the follower's rule set puts on retail clients (issue 38). */
  'leverage_cap',
  /** The copy's margin, with what the follower has at risk, would go past their own loss limit (issue 38). */
  'loss_limit',
] as const;
export type CopySkipReason = (typeof COPY_SKIP_REASONS)[number];

/** The largest `max_amount` a follow may set, USD (any balance check comes on top). */
export const MAX_FOLLOW_AMOUNT = '100000000';

export interface CopyInstrument {
  /** Lot step. */
  Pip: string;
  /** Minimum lots. */
  ForexMinCont: string;
  /** Units per lot. */
  ForexContNum: string;
  MarginMode: number;
  ForexFeeRate: string;
}

/**
 * A copy's lots: the trader's lots x the copy ratio, rounded down to the lot step (Pip), never below the minimum
 * lots (ForexMinCont). Rounding down keeps a follower from holding more than their ratio asks for; the floor keeps
 * a small ratio from making an order the instrument refuses.
 */
export function copyLots(traderLots: Decimal.Value, multiple: Decimal.Value, pip: Decimal.Value, minLots: Decimal.Value): Decimal {
  const step = new Decimal(pip);
  const wanted = new Decimal(traderLots).times(multiple);
  const stepped = step.isZero() ? wanted : wanted.dividedToIntegerBy(step).times(step);
  return Decimal.max(stepped, minLots);
}

/** Whether `lots` exceeds the instrument's largest order: the operator's maximum, else MAX_LOTS_IN_MIN_LOTS x ForexMinCont. */
export function copyLotsTooLarge(lots: Decimal.Value, minLots: Decimal.Value, maxLots?: Decimal.Value): boolean {
  return new Decimal(lots).greaterThan(maxLots ?? new Decimal(minLots).times(MAX_LOTS_IN_MIN_LOTS));
}

export interface CopyCostInput {
  instrument: CopyInstrument;
  lots: Decimal.Value;
  price: Decimal.Value;
  /** The leverage multiple, the trader's order's. */
  leverage: number;
  /** US dollars per unit of the quote currency. */
  usdRate: Decimal.Value;
  /** Base setting trade_fee_type. */
  feeType: number;
}

/** What a copy would lock and charge, USD, 2 decimals: its margin and its fee, as a submit of it would be charged. */
export function copyCost(input: CopyCostInput): { margin: string; fee: string } {
  const cost = orderCost({
    marginMode: input.instrument.MarginMode,
    lots: input.lots,
    unitsPerLot: input.instrument.ForexContNum,
    price: input.price,
    multiple: input.leverage,
    usdRate: input.usdRate,
    feeType: input.feeType,
    feeRate: input.instrument.ForexFeeRate,
  });
  return { margin: formatAmount(cost.margin), fee: formatAmount(cost.fee) };
}

/**
 * A copy's lots for a fixed margin per order (issue 36's amount_per_order): as many lot steps as `amount` buys at
 * `marginPerLot`, rounded down so the copy never locks more than asked; zero when not even the minimum lots fit (the
 * copy is then skipped, never enlarged).
 */
export function copyLotsForAmount(amount: Decimal.Value, marginPerLot: Decimal.Value, pip: Decimal.Value, minLots: Decimal.Value): Decimal {
  const perLot = new Decimal(marginPerLot);
  if (perLot.lessThanOrEqualTo(0)) return new Decimal(0);
  const wanted = new Decimal(amount).dividedBy(perLot);
  const step = new Decimal(pip);
  const stepped = step.isZero() ? wanted : wanted.dividedToIntegerBy(step).times(step);
  return stepped.lessThan(minLots) ? new Decimal(0) : stepped;
}

export interface CopySkipCheck {
  /** The follower's account is frozen: it opens nothing, whatever else holds (a preview leaves it out). */
  accountFrozen?: boolean;
  /** The follower paused the follow. */
  paused?: boolean;
  /** A client-protection rule that skips the copy whatever its size (server/protection/copy-rules.ts). */
  ruleSkip?: CopySkipReason | null;
  /** What the follower's tightest loss limit leaves, and the margin they have at risk (absent: no limit). */
  lossLeft?: Decimal.Value | null;
  atRisk?: Decimal.Value;
  /** The copy's fill would be within the follow's slippage guard of the trader's (absent: not checked). */
  withinSlippage?: boolean;
  /** The follow's cap per copy, when set; or its amount_per_order bought less than the minimum lots (`tooSmall`). */
  maxPerOrder?: Decimal.Value | null;
  tooSmall?: boolean;
  marketOpen: boolean;
  hasQuote: boolean;
  lots: Decimal.Value;
  minLots: Decimal.Value;
  /** The operator's largest order, when set (ForexMaxCont). */
  maxLots?: Decimal.Value | undefined;
  margin: Decimal.Value;
  fee: Decimal.Value;
  /** Margin this follow's open copies already hold. */
  heldByFollow: Decimal.Value;
  maxAmount: Decimal.Value;
  /** The follower's free contract balance. */
  freeBalance: Decimal.Value;
}

/**
 * Why a copy must not open, or null when it may. A frozen account first (it trades nothing), then a pause; then in
 * this order, so the reason shown is the first the follower could act on: the market, the price (and how far it
 * moved from the trader's), the size, their own caps, then their money.
 */
export function copySkipReason(check: CopySkipCheck): CopySkipReason | null {
  if (check.accountFrozen === true) return 'account_frozen';
  if (check.ruleSkip === 'taking_break' || check.ruleSkip === 'not_offered') return check.ruleSkip;
  if (check.paused === true) return 'paused';
  if (check.ruleSkip) return check.ruleSkip;
  if (!check.marketOpen) return 'market_closed';
  if (!check.hasQuote) return 'no_quote';
  if (check.withinSlippage === false) return 'slippage';
  if (check.tooSmall === true) return 'max_per_order';
  if (copyLotsTooLarge(check.lots, check.minLots, check.maxLots)) return 'lots_limit';
  if (check.maxPerOrder !== undefined && check.maxPerOrder !== null && new Decimal(check.margin).greaterThan(check.maxPerOrder)) {
    return 'max_per_order';
  }
  if (new Decimal(check.heldByFollow).plus(check.margin).greaterThan(check.maxAmount)) return 'max_amount';
  if (
    check.lossLeft !== undefined &&
    check.lossLeft !== null &&
    new Decimal(check.atRisk ?? 0).plus(check.margin).greaterThan(check.lossLeft)
  ) {
    return 'loss_limit';
  }
  if (new Decimal(check.margin).plus(check.fee).greaterThan(check.freeBalance)) return 'free_margin';
  return null;
}

/** The offered copy ratios from the back office's setting text ("0.5,1,2"), or the defaults when unset or unusable. */
export function followMultiples(setting: string | null | undefined): string[] {
  if (setting === null || setting === undefined || setting.trim() === '') return [...DEFAULT_FOLLOW_MULTIPLES];
  const values = setting.split(',').map((part) => part.trim());
  const valid = values.every((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && new Decimal(value).greaterThan(0));
  if (!valid) return [...DEFAULT_FOLLOW_MULTIPLES];
  const unique = [...new Set(values.map((value) => new Decimal(value).toString()))];
  return unique.sort((a, b) => new Decimal(a).comparedTo(b));
}

/** Whether `multiple` is one of the offered ratios ("1.0" counts as "1"). */
export function isOfferedMultiple(multiple: string, offered: readonly string[]): boolean {
  if (!/^\d{1,12}(\.\d{1,10})?$/.test(multiple)) return false;
  const value = new Decimal(multiple);
  return offered.some((option) => value.equals(option));
}
