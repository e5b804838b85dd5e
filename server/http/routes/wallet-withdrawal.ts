import type { FastifyInstance } from 'fastify';
import { bindPayoutMethod, delDrawMethod, draw, drawList, drawSymbolList, getDrawMethod } from '../../../common/api/withdraw';
import * as withdrawInput from '../../../common/api/input/withdraw';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { bindPayoutMethod as bind, deletePayoutMethod, listPayoutMethods, toPayoutMethod } from '../../wallet/payout-methods';
import { toWithdrawalCurrency, withdrawalCurrencies } from '../../wallet/withdrawal-currencies';
import { requestWithdrawal, toWithdrawalRecord, withdrawalPage } from '../../wallet/withdrawals';
import { requireRealUser } from '../../errors';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';

// Withdrawals (spec section 7): currencies, payout methods, the request and the records. Demo users are refused
// everything that sets up or asks for a payout.

export function registerWalletWithdrawalRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, drawSymbolList, withdrawInput.drawSymbolList, async ({ input }) =>
    (await withdrawalCurrencies(db, { type: input.type, enabledOnly: true })).map(toWithdrawalCurrency),
  );

  registerEndpoint(app, sessions, getDrawMethod, withdrawInput.getDrawMethod, async ({ input, user }) =>
    (await listPayoutMethods(db, user.id, input.draw_type, input.draw_id)).map(toPayoutMethod),
  );

  registerEndpoint(app, sessions, bindPayoutMethod, withdrawInput.bindPayoutMethod, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    const method = await bind(db, clock, user.id, input);
    succeedWith(messages.drawMethodSaved);
    return toPayoutMethod(method);
  });

  registerEndpoint(app, sessions, delDrawMethod, withdrawInput.delDrawMethod, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    await deletePayoutMethod(db, clock, user.id, input.id);
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
    return toWithdrawalRecord(row, request.translate);
  });

  registerEndpoint(app, sessions, drawList, withdrawInput.drawList, ({ input, user, request }) =>
    withdrawalPage(db, request.translate, user.id, input.type, input.page),
  );
}
