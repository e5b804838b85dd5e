import * as z from 'zod/mini';
import { ORDER_STATUS } from '../../contract';
import { TRADER_APPLICATION_STATUS } from '../../follow';
import { customerFilter } from './admin-wallet';
import { amountText, positiveMoneyAmount } from './amount';
import { queueFilters } from './queue-filters';
import { boundedText, decimalMatching, multilineText, noInput, oneOf, page, positiveInt, positiveIntegerColumn, ruled } from './fields';

// What the copy-trading calls of ../follow.ts accept, one schema per call under the call's name. The copy ratio and
// max_amount stay text: the service says what is wrong with a ratio not on offer, or an amount that is zero,
// negative, over-precise, absurd or above the caller's balance.

/** A copy ratio as typed: a plain decimal; whether it is offered is the service's check. */
const multiple = decimalMatching(/^\d{1,12}(\.\d{1,10})?$/);

export const followList = noInput;
export const traderApplication = noInput;
export const traderList = z.object({ page });
/** `id` is the trader's id. */
export const traderDetail = z.object({ id: positiveIntegerColumn });

export const applyTrader = z.object({
  /** The agree box: must be ticked (1 or true). */
  agree: ruled(
    z.pipe(
      z.union([z.boolean(), z.number(), z.string()]),
      z.transform((value, ctx) => {
        if (value === true || value === 1 || value === '1' || value === 'true') return true as const;
        ctx.issues.push({ code: 'custom', message: 'the agreement must be accepted', input: value });
        return z.NEVER;
      }),
    ),
    'closed',
  ),
  nickname: boundedText(30, 2),
  /** Written in a box of several lines. */
  bio: multilineText(300, 1),
  /** A url the upload endpoint answered, of the caller's own upload. */
  avatar: boundedText(200, 1),
});

/** A percentage as typed ("20", "0.5"): whether it is in range is the service's check, with its own message. */
const percentText = decimalMatching(/^\d{1,3}(\.\d{1,2})?$/);

/** Issue 36's controls; each optional, each checked against the others by the service (common/follow-controls.ts). */
const followControls = {
  /** The allocation under its issue name; the same as max_amount, either may be sent. */
  max_total: z.optional(amountText),
  // Bounded by the schema (2 decimals, 12 digits, above 0): the service checks them against the allocation.
  amount_per_order: z.optional(positiveMoneyAmount),
  max_per_order: z.optional(positiveMoneyAmount),
  max_slippage_percent: z.optional(percentText),
  stop_loss_amount: z.optional(positiveMoneyAmount),
  stop_loss_percent: z.optional(percentText),
};

export const followTrader = z.object({
  trader_id: positiveIntegerColumn,
  multiple: z.optional(multiple),
  max_amount: z.optional(amountText),
  /** 1: also copy the trader's positions open now, at the current price. */
  copy_open: z.optional(oneOf([0, 1] as const)),
  ...followControls,
});
export const updateFollow = z.object({
  trader_id: positiveIntegerColumn,
  multiple: z.optional(multiple),
  max_amount: z.optional(amountText),
  ...followControls,
});
export const cancelFollow = z.object({ trader_id: positiveIntegerColumn });
export const pauseFollow = cancelFollow;
export const resumeFollow = cancelFollow;
export const closeFollowCopies = cancelFollow;
export const followedTraders = z.object({ page });
export const myFollowers = z.object({ page });

export const myDealFollowOrders = z.object({
  page,
  /** The trader's user id. */
  user_id: positiveIntegerColumn,
  /** The follower's user id. */
  follower_user_id: positiveIntegerColumn,
  status: oneOf([ORDER_STATUS.holding, ORDER_STATUS.history] as const),
});

export const copySkips = z.object({ page, trader_id: z.optional(positiveIntegerColumn) });
export const rankList = z.object({ page });

export const adminTraderApplications = z.object({
  status: z.optional(oneOf(Object.values(TRADER_APPLICATION_STATUS))),
  customer: customerFilter,
  page,
  ...queueFilters,
});
export const adminDecideTraderApplication = z.object({
  id: positiveInt,
  action: z.enum(['approve', 'reject']),
  reason: z._default(z.optional(multilineText(500)), ''),
});
