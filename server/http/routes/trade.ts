import type { FastifyInstance } from 'fastify';
import { cancelOrder, closeOrder, forexDetail, myOrders, setStopPrice, submitOrder } from '../../../common/api/trade';
import * as tradeInput from '../../../common/api/input/trade';
import { messages } from '../../i18n/messages';
import type { ContractEngine } from '../../contract/engine';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import type { Queryable } from '../../db/database';
import { refuseFrozen } from '../../security/freeze';

// The contract trading calls (spec section 7): thin, the engine decides. A frozen account places no new order (9005,
// server/security/freeze.ts); closing, cancelling and stops stay its owner's, and its positions run on as they are.

export function registerTradeRoutes(app: FastifyInstance, sessions: SessionResolver, engine: ContractEngine, db: Queryable): void {
  registerEndpoint(app, sessions, submitOrder, tradeInput.submitOrder, async ({ input, user, succeedWith }) => {
    await refuseFrozen(db, user.id);
    const order = await engine.submit(user.id, {
      side: input.type,
      lots: input.cont,
      instrumentId: input.forex_id,
      mode: input.status,
      targetPrice: input.target_price,
      stopLoss: input.stop_loss_price,
      takeProfit: input.target_profit_price,
      multiple: input.multiple,
    });
    succeedWith(messages.orderPlaced);
    return order;
  });

  registerEndpoint(app, sessions, myOrders, tradeInput.myOrders, ({ input, user }) => engine.list(user.id, input.status, input.page));

  registerEndpoint(app, sessions, closeOrder, tradeInput.orderId, async ({ input, user, succeedWith }) => {
    const order = await engine.close(user.id, input.id);
    succeedWith(messages.orderClosed);
    return order;
  });

  registerEndpoint(app, sessions, cancelOrder, tradeInput.orderId, async ({ input, user, succeedWith }) => {
    const order = await engine.cancel(user.id, input.id);
    succeedWith(messages.orderCancelled);
    return order;
  });

  registerEndpoint(app, sessions, setStopPrice, tradeInput.setStopPrice, async ({ input, user, succeedWith }) => {
    const order = await engine.setStops(user.id, input.id, input.stop_loss_price, input.target_profit_price);
    succeedWith(messages.stopsSet);
    return order;
  });

  registerEndpoint(app, sessions, forexDetail, tradeInput.forexDetail, ({ user }) => engine.detail(user.id));
}
