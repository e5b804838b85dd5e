import type { FollowSetting } from '@common/api/follow';
import { DEFAULT_MAX_SLIPPAGE_PERCENT, stopLossLimit } from '@common/follow-controls';
import { type Decimal, isUnsignedDecimalText } from '@common/money';

// The follow settings form (issues 14 and 36) as plain data: what the sheet holds, what it starts from and what it
// sends (its checks are controls-validation.ts). Pure, so it is tested without a browser.

/** How a copy is sized: the trader's lots times a ratio, or a fixed margin per copied order. */
export type Sizing = 'ratio' | 'amount';
/** The copy stop-loss: none, a sum of money lost, or a share of the allocation. */
export type StopLossKind = 'off' | 'amount' | 'percent';

export interface FollowForm {
  sizing: Sizing;
  multiple: string | null;
  amountPerOrder: string;
  /** Optional; blank for no cap. */
  maxPerOrder: string;
  /** The allocation (max_amount, max_total), USD. */
  allocation: string;
  stopLoss: StopLossKind;
  stopLossAmount: string;
  stopLossPercent: string;
  slippage: string;
  /** A new follow only: also copy the trader's positions open now. */
  copyOpen: boolean;
}

/** What the sheet sends (the trader's id is added by the caller); follow_trader and update_follow take the same. */
export interface FollowValues {
  multiple?: string;
  max_amount: string;
  amount_per_order?: string;
  max_per_order?: string;
  max_slippage_percent: string;
  stop_loss_amount?: string;
  stop_loss_percent?: string;
  /** Only for a new follow. */
  copy_open?: 0 | 1;
}

export const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';

/** The form for a new follow (the ratio 1 when offered, the default slippage guard), or filled from the current one. */
export function initialForm(current: FollowSetting | null, multiples: readonly string[]): FollowForm {
  const stopLoss: StopLossKind = current?.stop_loss_amount ? 'amount' : current?.stop_loss_percent ? 'percent' : 'off';
  return {
    sizing: current?.amount_per_order ? 'amount' : 'ratio',
    multiple: current?.multiple ?? (multiples.includes('1') ? '1' : null),
    amountPerOrder: current?.amount_per_order ?? '',
    maxPerOrder: current?.max_per_order ?? '',
    allocation: current?.max_amount ?? '',
    stopLoss,
    stopLossAmount: current?.stop_loss_amount ?? '',
    stopLossPercent: current?.stop_loss_percent ?? '',
    slippage: current?.max_slippage_percent ?? DEFAULT_MAX_SLIPPAGE_PERCENT,
    copyOpen: false,
  };
}

/**
 * What is sent: every control that is on, trimmed; a control that is off is left out (the ratio under a fixed
 * amount, a blank cap, the stop-loss kind not chosen). copy_open only for a new follow.
 */
export function followValues(form: FollowForm, isNew: boolean): FollowValues {
  const values: FollowValues = { max_amount: form.allocation.trim(), max_slippage_percent: form.slippage.trim() };
  if (form.sizing === 'ratio' && form.multiple !== null) values.multiple = form.multiple;
  if (form.sizing === 'amount') values.amount_per_order = form.amountPerOrder.trim();
  if (!blank(form.maxPerOrder)) values.max_per_order = form.maxPerOrder.trim();
  if (form.stopLoss === 'amount') values.stop_loss_amount = form.stopLossAmount.trim();
  if (form.stopLoss === 'percent') values.stop_loss_percent = form.stopLossPercent.trim();
  if (isNew) values.copy_open = form.copyOpen ? 1 : 0;
  return values;
}

/** The loss, USD, at which the copy stop-loss would fire with the form as it is; null when it cannot be told. */
export function formStopLossLimit(form: FollowForm): Decimal | null {
  const allocation = form.allocation.trim();
  const amount = form.stopLossAmount.trim();
  const percent = form.stopLossPercent.trim();
  if (form.stopLoss === 'amount') return isUnsignedDecimalText(amount) ? stopLossLimit(0, amount, null) : null;
  if (form.stopLoss === 'percent' && isUnsignedDecimalText(allocation) && isUnsignedDecimalText(percent)) {
    return stopLossLimit(allocation, null, percent);
  }
  return null;
}
