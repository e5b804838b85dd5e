import type { FastifyInstance } from 'fastify';
import { bindDrawMethod, delDrawMethod, draw, drawList, drawSymbolList, getDrawMethod } from '../../../common/api/withdraw';
import * as withdrawInput from '../../../common/api/input/withdraw';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { bindDrawMethod as bind, deleteDrawMethod, listDrawMethods, toDrawMethod } from '../../wallet/draw-methods';
import { toWithdrawCurrency, withdrawCurrencies } from '../../wallet/withdraw-currencies';
import { requestWithdrawal, toWithdrawRecord, withdrawalPage } from '../../wallet/withdrawals';
import { requireRealUser } from '../../errors';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../sessions';

// Withdrawals (spec section 7): currencies, payout methods, the request and the records. Demo users are refused
// everything that sets up or asks for a payout.

export function registerWalletWithdrawRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, drawSymbolList, withdrawInput.drawSymbolList, async ({ input }) =>
    (await withdrawCurrencies(db, { type: input.type, enabledOnly: true })).map(toWithdrawCurrency),
  );

  registerEndpoint(app, sessions, getDrawMethod, withdrawInput.getDrawMethod, async ({ input, user }) =>
    (await listDrawMethods(db, user.id, input.draw_type, input.draw_id)).map(toDrawMethod),
  );

  registerEndpoint(app, sessions, bindDrawMethod, withdrawInput.bindDrawMethod, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    const method = await bind(db, clock, user.id, input);
    succeedWith(messages.drawMethodSaved);
    return toDrawMethod(method);
  });

  registerEndpoint(app, sessions, delDrawMethod, withdrawInput.delDrawMethod, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    await deleteDrawMethod(db, clock, user.id, input.id);
    succeedWith(messages.drawMethodDeleted);
    return null;
  });

  registerEndpoint(app, sessions, draw, withdrawInput.draw, async ({ input, user, request, succeedWith }) => {
    requireRealUser(user);
    const row = await requestWithdrawal(db, clock, user.id, {
      currencyId: input.draw_currency_id,
      number: input.number,
      memo: input.memo,
      methodId: input.draw_method_id,
    });
    succeedWith(messages.drawSubmitted);
    return toWithdrawRecord(row, request.translate);
  });

  registerEndpoint(app, sessions, drawList, withdrawInput.drawList, ({ input, user, request }) =>
    withdrawalPage(db, request.translate, user.id, input.type, input.page),
  );
}
