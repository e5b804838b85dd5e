import type { FastifyInstance } from 'fastify';
import { fundApplyRefund, fundBuy, fundIncomeList, fundInfo, fundList, fundSubList, type FundSubscription } from '../../../common/api/fund';
import type { LocaleCode } from '../../../common/locales';
import { adminDecideFundRefund, adminFundSubscriptions, adminFunds, adminSaveFund } from '../../../common/api/fund';
import * as input from '../../../common/api/input/fund';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { enabledFunds, adminFundPage, localizedFund, localizedSubscriptions, saveFund } from '../../fund/funds';
import { applyRefund, decideRefund, refundQueue } from '../../fund/redemption';
import { incomePage, subscribe, subscriptionPage } from '../../fund/subscriptions';
import { messages } from '../../i18n/messages';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';

// Fund subscriptions (spec section 7, all under /api/fund/) and the back office's funds under /admin/api/fund.
// Demo users may subscribe with their demo money: the spec does not keep them out. Funds' titles and terms are in
// the request's language (`lang`), with the fallback of common/localized-text.ts.

export function registerFundRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, fundList, input.fundList, ({ input: query, request }) => enabledFunds(db, query.page, request.lang));
  registerEndpoint(app, sessions, fundInfo, input.fundInfo, ({ input: query, request }) => localizedFund(db, query.id, request.lang));
  /** A subscription as the user reads it: its fund's title in their language. */
  const localized = async (subscription: FundSubscription, lang: LocaleCode) =>
    (await localizedSubscriptions(db, [subscription], lang))[0] ?? subscription;

  registerEndpoint(app, sessions, fundBuy, input.fundBuy, async ({ input: query, user, request, succeedWith }) => {
    const subscription = await subscribe(db, clock, user.id, { fundId: query.id, amount: query.amount });
    succeedWith(messages.fundSubscribed);
    return localized(subscription, request.lang);
  });

  registerEndpoint(app, sessions, fundSubList, input.fundSubList, async ({ input: query, user, request }) => {
    const page = await subscriptionPage(db, user.id, query.page);
    return { ...page, data: await localizedSubscriptions(db, page.data, request.lang) };
  });
  registerEndpoint(app, sessions, fundIncomeList, input.fundIncomeList, ({ input: query, user }) =>
    incomePage(db, user.id, query.sub_id, query.page),
  );

  registerEndpoint(app, sessions, fundApplyRefund, input.fundApplyRefund, async ({ input: query, user, request, succeedWith }) => {
    const result = await applyRefund(db, clock, user.id, query.sub_id);
    if (result.settled) succeedWith(messages.fundRefunded, { amount: result.refund, currency: result.subscription.get_fund.currency_code });
    else succeedWith(messages.fundRefundWaiting);
    return localized(result.subscription, request.lang);
  });

  const operators = operatorSessions(db, clock);
  registerEndpoint(app, operators, adminFunds, input.adminFunds, ({ input: query }) => adminFundPage(db, query.page));
  registerEndpoint(app, operators, adminSaveFund, input.adminSaveFund, async ({ input: body, user, succeedWith }) => {
    const saved = await saveFund(db, clock, user.id, body);
    succeedWith(messages.configSaved);
    return saved;
  });
  registerEndpoint(app, operators, adminFundSubscriptions, input.adminFundSubscriptions, ({ input: query }) =>
    refundQueue.list(db, clock, query),
  );
  registerEndpoint(app, operators, adminDecideFundRefund, input.adminDecideFundRefund, async ({ input: body, user, succeedWith }) => {
    const decided = await decideRefund(db, clock, user.id, body);
    succeedWith(messages.decisionSaved);
    return decided;
  });
}
