import * as z from 'zod/mini';
import { amountText } from './amount';
import { boundedText, oneOf, page, positiveInt, positiveIntegerColumn } from './fields';
import { DRAW_TYPE } from '../../wallet';
import { stepUpToken } from './security';

// What the withdrawal calls of ../withdraw.ts accept, one schema per call under the call's name.

const drawType = oneOf(Object.values(DRAW_TYPE));
/** Optional bank and address fields: absent reads as empty; the service says which one a method needs. */
const optionalText = (max: number) => z._default(z.optional(boundedText(max)), '');
/** Sent by an account with a second factor on (issue 33); optional in the schema: a protected account's call without
 * one is answered 9002, not as bad input. */
const step_up_token = z.optional(stepUpToken);

export const drawSymbolList = z.object({ type: drawType });

export const getDrawMethod = z.object({ draw_type: drawType, draw_id: z.optional(positiveIntegerColumn) });

export const bindPayoutMethod = z.object({
  type: drawType,
  /** The withdraw currency the method pays out in. */
  draw_id: positiveIntegerColumn,
  dc_address: optionalText(128),
  bank_name: optionalText(100),
  bank_address: optionalText(200),
  bank_swift: optionalText(20),
  payee_name: optionalText(100),
  payee_account: optionalText(64),
  receipt_currency: optionalText(20),
  remark: optionalText(200),
  step_up_token,
});

export const delDrawMethod = z.object({ id: positiveInt });

export const draw = z.object({
  draw_currency_id: positiveIntegerColumn,
  number: amountText,
  memo: optionalText(200),
  draw_method_id: positiveInt,
  step_up_token,
});

export const drawList = z.object({ type: drawType, page });
