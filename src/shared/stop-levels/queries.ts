import { setStopPrice } from '@common/api/trade';
import { api } from '@/lib/http/api';
import { callMutation } from '@/lib/query';

/**
 * Setting an order's stop-loss and take-profit levels: the one write for both ways to change them (the orders
 * screen's sheet, and dragging a level's line on the trade chart, which ends in the same sheet). The server's
 * message is the confirmation (spec section 8).
 */
export const stopPriceMutation = callMutation(api, setStopPrice, { toastSuccess: true });
