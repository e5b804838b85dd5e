import { submitMicro } from '@common/api/input/micro';
import { submitOrder } from '@common/api/input/trade';
import { refusedFields } from '@/lib/form-schema';
import type { EndpointInput } from '@common/api/endpoint';
import type { submitOrder as submitOrderCall } from '@common/api/trade';

// The trade forms' checks by the server's own schemas (common/api/input), on the very parameters a submit sends.
// They say which fields the server would refuse as written; the forms (contract-form.ts, micro-form.ts) add only
// what depends on live figures (the close, the option's minimum) and word the problem. Loaded with the trade
// screen's chunk, never with the first load of `/`.

export type OrderField = 'cont' | 'target_price' | 'stop_loss_price' | 'target_profit_price';

/** The order fields submit would have refused (lots, the pending price and the stops: plain decimals). */
export function refusedOrderFields(params: EndpointInput<typeof submitOrderCall>): ReadonlySet<string> {
  return refusedFields(submitOrder, params);
}

/** Whether the micro submit would refuse this amount (a positive amount with at most 2 decimals). */
export function microAmountRefused(amount: string, seconds: number): boolean {
  // The instrument and the direction are stand-ins: only the amount's verdict is read.
  return refusedFields(submitMicro, { forex_id: 1, type: 1, number: amount, seconds }).has('number');
}
