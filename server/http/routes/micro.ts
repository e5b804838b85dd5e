import type { FastifyInstance } from 'fastify';
import { getMicroOptions, microOrders, submitMicro } from '../../../common/api/micro';
import * as microInput from '../../../common/api/input/micro';
import { messages } from '../../i18n/messages';
import type { MicroEngine } from '../../micro/engine';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import type { ClientProtection } from '../../protection/client-protection';

// The micro (option) calls (spec section 7): thin, the engine decides. A frozen, self-excluded or cooling-off account
// places no new option, nor a retail client whose rules do not offer options, nor a stake past a loss limit
// (server/protection/); those running settle as they would.

export function registerMicroRoutes(
  app: FastifyInstance,
  sessions: SessionResolver,
  engine: MicroEngine,
  protection: Pick<ClientProtection, 'checkOptionOrder'>,
): void {
  registerEndpoint(app, sessions, getMicroOptions, microInput.getMicroOptions, () => engine.options());

  registerEndpoint(app, sessions, submitMicro, microInput.submitMicro, async ({ input, user, succeedWith }) => {
    await protection.checkOptionOrder(user.id, input.number);
    const order = await engine.submit(user.id, {
      instrumentId: input.forex_id,
      direction: input.type,
      amount: input.number,
      seconds: input.seconds,
    });
    succeedWith(messages.orderPlaced);
    return order;
  });

  registerEndpoint(app, sessions, microOrders, microInput.microOrders, ({ input, user }) => engine.list(user.id, input.status, input.page));
}
