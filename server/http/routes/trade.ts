import type { FastifyInstance } from 'fastify';
import { cancelOrder, closeAllOrders, closeOrder, forexDetail, myOrders, setStopPrice, submitOrder } from '../../../common/api/trade';
import * as tradeInput from '../../../common/api/input/trade';
import { messages } from '../../i18n/messages';
import { ORDER_STATUS } from '../../../common/contract';
import type { ContractEngine } from '../../contract/engine';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import type { ClientProtection } from '../../protection/client-protection';

// The contract trading calls (spec section 7): thin, the engine decides. A frozen, self-excluded or cooling-off account
// places no new order (9005, 9508, 9507), and the client's rules and loss limits go with the order to the engine
// (server/protection/); closing, cancelling and stops stay the owner's, and positions run on as they are.

export function registerTradeRoutes(
  app: FastifyInstance,
  sessions: SessionResolver,
  engine: ContractEngine,
  protection: Pick<ClientProtection, 'forContractOrder'>,
): void {
  registerEndpoint(app, sessions, submitOrder, tradeInput.submitOrder, async ({ input, user, succeedWith }) => {
    const rules = await protection.forContractOrder(user.id);
    const order = await engine.submit(user.id, {
      side: input.type,
      lots: input.cont,
      instrumentId: input.forex_id,
      mode: input.status,
      targetPrice: input.target_price,
      stopLoss: input.stop_loss_price,
      takeProfit: input.target_profit_price,
      multiple: input.multiple,
      trailingDistance: input.trailing_distance,
      expireAt: input.expire_at,
      seenPrice: input.seen_price,
      maxDeviation: input.max_deviation,
      protection: rules,
    });
    succeedWith(messages.orderPlaced);
    return order;
  });

  registerEndpoint(app, sessions, myOrders, tradeInput.myOrders, ({ input, user }) => engine.list(user.id, input.status, input.page));

  registerEndpoint(app, sessions, closeOrder, tradeInput.closeOrder, async ({ input, user, succeedWith }) => {
    const order = await engine.close(user.id, input.id, { lots: input.lots, seenPrice: input.seen_price });
    // A partial close leaves the order holding with the lots still open.
    if (order.Status === ORDER_STATUS.holding) succeedWith(messages.partlyClosed, { lots: input.lots ?? '', left: order.Quantity });
    else succeedWith(messages.orderClosed);
    return order;
  });

  registerEndpoint(app, sessions, closeAllOrders, tradeInput.closeAll, async ({ input, user, succeedWith }) => {
    const page = await engine.closeAll(user.id, input.which);
    succeedWith(messages.positionsClosed, { count: page.total });
    return page;
  });

  registerEndpoint(app, sessions, cancelOrder, tradeInput.orderId, async ({ input, user, succeedWith }) => {
    const order = await engine.cancel(user.id, input.id);
    succeedWith(messages.orderCancelled);
    return order;
  });

  registerEndpoint(app, sessions, setStopPrice, tradeInput.setStopPrice, async ({ input, user, succeedWith }) => {
    const order = await engine.setStops(user.id, input.id, input.stop_loss_price, input.target_profit_price, input.trailing_distance);
    succeedWith(messages.stopsSet);
    return order;
  });

  registerEndpoint(app, sessions, forexDetail, tradeInput.forexDetail, ({ user }) => engine.detail(user.id));
}
