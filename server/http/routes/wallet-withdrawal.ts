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
import { STEP_UP_KIND } from '../../../common/security';
import { logStepUpRefused, StepUpRefused, withStepUpWhenProtected } from '../../security/step-up';
import { securityContextOf } from '../security-context';

// Withdrawals (spec section 7): currencies, payout methods, the request and the records. Demo users are refused
// everything that sets up or asks for a payout. Adding a payout method and asking for a withdrawal are sensitive
// (issue 33): an account with a second factor on sends a step-up token of kind payout_method or withdrawal, and
// without a valid one is answered 9002 with nothing changed; an account without one goes on without (the lead's
// decision: server/security/step-up.ts's withStepUpWhenProtected).

export function registerWalletWithdrawalRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, drawSymbolList, withdrawInput.drawSymbolList, async ({ input }) =>
    (await withdrawalCurrencies(db, { type: input.type, enabledOnly: true })).map(toWithdrawalCurrency),
  );

  registerEndpoint(app, sessions, getDrawMethod, withdrawInput.getDrawMethod, async ({ input, user }) =>
    (await listPayoutMethods(db, user.id, input.draw_type, input.draw_id)).map(toPayoutMethod),
  );

  registerEndpoint(app, sessions, bindPayoutMethod, withdrawInput.bindPayoutMethod, async ({ input, user, request, succeedWith }) => {
    requireRealUser(user);
    const { step_up_token: token, ...details } = input;
    const steppedUp = { userId: user.id, kind: STEP_UP_KIND.PAYOUT_METHOD, token, context: securityContextOf(request) };
    const method = await withStepUpWhenProtected({ db, clock }, steppedUp, () => bind(db, clock, user.id, details));
    succeedWith(messages.drawMethodSaved);
    return toPayoutMethod(method);
  });

  registerEndpoint(app, sessions, delDrawMethod, withdrawInput.delDrawMethod, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    await deletePayoutMethod(db, clock, user.id, input.id);
    succeedWith(messages.drawMethodDeleted);
    return null;
  });

  registerEndpoint(app, sessions, draw, withdrawInput.draw, async ({ input, user, request, reply, succeedWith }) => {
    requireRealUser(user);
    const context = securityContextOf(request);
    const steppedUp = { userId: user.id, kind: STEP_UP_KIND.WITHDRAWAL, token: input.step_up_token, context };
    const withdrawal = {
      currencyId: input.draw_currency_id,
      number: input.number,
      memo: input.memo,
      methodId: input.draw_method_id,
    };
    const row = await withStepUpWhenProtected({ db, clock }, steppedUp, () => requestWithdrawal(db, clock, user.id, withdrawal)).catch(
      (error: unknown) => {
        // The call's Idempotency-Key transaction rolls back with the refusal, and the security log's entry of it with
        // it: the entry is written again once the answer has gone, outside any transaction.
        if (error instanceof StepUpRefused) {
          reply.raw.once('finish', () => {
            logStepUpRefused(db, clock, user.id, error, context).catch((failure: unknown) =>
              request.log.warn({ err: failure }, 'a refused step-up was not logged'),
            );
          });
        }
        throw error;
      },
    );
    succeedWith(messages.drawSubmitted);
    return toWithdrawalRecord(row, request.translate);
  });

  registerEndpoint(app, sessions, drawList, withdrawInput.drawList, ({ input, user, request }) =>
    withdrawalPage(db, request.translate, user.id, input.type, input.page),
  );
}
