import * as z from 'zod/mini';
import { amountText } from './amount';
import { boundedText, oneOf, page, positiveIntegerColumn } from './fields';
import { CHARGE_TYPE } from '../../wallet';

// What the deposit calls of ../charge.ts accept, one schema per call under the call's name.

/** The url image_upload answered (or the file name in it). */
export const uploadRef = boundedText(200, 1);

export const wireInfo = z.object({ bank_coin: z.optional(positiveIntegerColumn) });

export const chargeCoin = z.object({
  number: amountText,
  proofImg: uploadRef,
  /** The address the user paid from. */
  address: boundedText(128, 1),
  charge_id: positiveIntegerColumn,
});

export const chargeWire = z.object({ number: amountText, proofImg: uploadRef, wire_id: positiveIntegerColumn });

export const chargeList = z.object({ type: z.optional(oneOf(Object.values(CHARGE_TYPE))), page });
