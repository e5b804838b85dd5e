import * as z from 'zod/mini';
import { MICRO_DIRECTION, MICRO_STATUS } from '../../micro';
import { positiveMoneyAmount } from './amount';
import { oneOf, page, positiveInt, positiveIntegerColumn } from './fields';

// What the micro calls of ../micro.ts accept, one schema per call under the call's name.

/** A positive amount in USD with at most 2 decimals, as text or a number; kept as text. */
const amount = positiveMoneyAmount;

/** 1 up, 2 down. */
const direction = oneOf(Object.values(MICRO_DIRECTION));

export const getMicroOptions = z.object({});

export const submitMicro = z.object({ forex_id: positiveInt, type: direction, number: amount, seconds: positiveIntegerColumn });

export const microOrders = z.object({
  /** 1 running, 3 closed. */
  status: oneOf(Object.values(MICRO_STATUS)),
  page,
});
