import type { FastifyInstance } from 'fastify';
import { fundApplyRefund, fundBuy, fundIncomeList, fundInfo, fundList, fundSubList } from '../../../common/api/fund';
import { adminDecideFundRefund, adminFundSubscriptions, adminFunds, adminSaveFund } from '../../../common/api/fund';
import * as input from '../../../common/api/input/fund';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { enabledFund, enabledFunds, adminFundPage, saveFund, toFund } from '../../fund/funds';
import { applyRefund, adminSubscriptionPage, decideRefund } from '../../fund/redemption';
import { incomePage, subscribe, subscriptionPage } from '../../fund/subscriptions';
import { messages } from '../../i18n/messages';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../sessions';

// Fund subscriptions (spec section 7, all under /api/fund/) and the back office's funds under /admin/api/fund.
// Demo users may subscribe with their demo money: the spec does not keep them out.

export function registerFundRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, fundList, input.fundList, ({ input: query }) => enabledFunds(db, query.page));
  registerEndpoint(app, sessions, fundInfo, input.fundInfo, async ({ input: query }) => toFund(await enabledFund(db, query.id)));

  registerEndpoint(app, sessions, fundBuy, input.fundBuy, async ({ input: query, user, succeedWith }) => {
    const subscription = await subscribe(db, clock, user.id, { fundId: query.id, amount: query.amount });
    succeedWith(messages.fundSubscribed);
    return subscription;
  });

  registerEndpoint(app, sessions, fundSubList, input.fundSubList, ({ input: query, user }) => subscriptionPage(db, user.id, query.page));
  registerEndpoint(app, sessions, fundIncomeList, input.fundIncomeList, ({ input: query, user }) =>
    incomePage(db, user.id, query.sub_id, query.page),
  );

  registerEndpoint(app, sessions, fundApplyRefund, input.fundApplyRefund, async ({ input: query, user, succeedWith }) => {
    const result = await applyRefund(db, clock, user.id, query.sub_id);
    if (result.settled) succeedWith(messages.fundRefunded, { amount: result.refund, currency: result.subscription.get_fund.currency_code });
    else succeedWith(messages.fundRefundWaiting);
    return result.subscription;
  });

  const operators = operatorSessions(db, clock);
  registerEndpoint(app, operators, adminFunds, input.adminFunds, ({ input: query }) => adminFundPage(db, query.page));
  registerEndpoint(app, operators, adminSaveFund, input.adminSaveFund, async ({ input: body, user, succeedWith }) => {
    const saved = await saveFund(db, clock, user.id, body);
    succeedWith(messages.configSaved);
    return saved;
  });
  registerEndpoint(app, operators, adminFundSubscriptions, input.adminFundSubscriptions, ({ input: query }) =>
    adminSubscriptionPage(db, query.status, query.page, query.customer),
  );
  registerEndpoint(app, operators, adminDecideFundRefund, input.adminDecideFundRefund, async ({ input: body, user, succeedWith }) => {
    const decided = await decideRefund(db, clock, user.id, body);
    succeedWith(messages.decisionSaved);
    return decided;
  });
}
