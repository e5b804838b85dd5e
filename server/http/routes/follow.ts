import type { FastifyInstance } from 'fastify';
import * as api from '../../../common/api/follow';
import * as input from '../../../common/api/input/follow';
import { TRADER_APPLICATION_STATUS } from '../../../common/follow';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { applicationQueue, applyTrader, decideApplication, latestApplication } from '../../copy-trading/trader-applications';
import { copySkipPage, followedTraders, followOrders, myFollowers } from '../../copy-trading/follow-reads';
import { cancelFollow, followList, followTrader, setPaused, updateFollow, type FollowRequest } from '../../copy-trading/follows';
import { closeFollowCopies } from '../../copy-trading/close-follow-copies';
import { rankPage, TRADER_AVATAR_PREFIX, traderAvatar, traderDetail, traderPage } from '../../copy-trading/traders';
import { messages } from '../../i18n/messages';
import type { Market } from '../../market/market';
import type { ContractEngine } from '../../contract/engine';
import type { CopyTrading } from '../../copy-trading/copier';
import { readUpload } from '../../uploads/store';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import { parseInput } from '../validate';
import type { ClientProtection } from '../../protection/client-protection';

// Copy trading (spec section 7, "Copy trading") and the back office's trader applications under /admin/api/follow.
// The trader list, a trader's detail, the ranking and approved traders' avatars are open to guests.

export interface FollowRouteDeps {
  db: Database;
  clock: Clock;
  sessions: SessionResolver;
  market: Market;
  engine: ContractEngine;
  copying: CopyTrading;
  /** Client protection (issue 38): breaks and rule sets that stop a new follow. */
  protection: Pick<ClientProtection, 'checkFollow'>;
  /** DATA_DIR/uploads, for avatars uploaded before uploads moved into the database. */
  uploadsDir: string;
}

/** A follow request as the service takes it, from follow_trader's or update_follow's fields. */
function followRequest(body: {
  trader_id: number;
  multiple?: string | undefined;
  max_amount?: string | undefined;
  max_total?: string | undefined;
  amount_per_order?: string | undefined;
  max_per_order?: string | undefined;
  max_slippage_percent?: string | undefined;
  stop_loss_amount?: string | undefined;
  stop_loss_percent?: string | undefined;
}): FollowRequest {
  return {
    traderId: body.trader_id,
    multiple: body.multiple,
    maxAmount: body.max_amount,
    maxTotal: body.max_total,
    amountPerOrder: body.amount_per_order,
    maxPerOrder: body.max_per_order,
    maxSlippagePercent: body.max_slippage_percent,
    stopLossAmount: body.stop_loss_amount,
    stopLossPercent: body.stop_loss_percent,
  };
}

export function registerFollowRoutes(app: FastifyInstance, deps: FollowRouteDeps): void {
  const { db, clock, sessions, engine } = deps;
  const instrumentOf = (id: number) => deps.market.instrument(id);

  registerEndpoint(app, sessions, api.followList, input.followList, ({ user }) => followList(db, user.id));
  // A simulated trader's name and bio come in the request's language (server/copy-trading/simulated/profiles.ts).
  registerEndpoint(app, sessions, api.traderList, input.traderList, ({ input: query, user, request }) =>
    traderPage(db, request.translate, user?.id ?? null, query.page),
  );
  registerEndpoint(app, sessions, api.traderDetail, input.traderDetail, ({ input: query, user, request }) =>
    traderDetail(db, instrumentOf, request.translate, user?.id ?? null, query.id),
  );

  registerEndpoint(app, sessions, api.applyTrader, input.applyTrader, async ({ input: body, user, succeedWith }) => {
    const application = await applyTrader(db, clock, user, body);
    succeedWith(messages.traderApplied);
    return application;
  });
  registerEndpoint(app, sessions, api.traderApplication, input.traderApplication, ({ user }) => latestApplication(db, user.id));

  registerEndpoint(app, sessions, api.followTrader, input.followTrader, async ({ input: body, user, succeedWith }) => {
    // A frozen, self-excluded or cooling-off account starts no new follow, nor one whose rules do not offer copy
    // trading (server/protection/); one that follows already is left as it is (the copier skips what they may not).
    await deps.protection.checkFollow(user.id);
    const { setting, started, traderUserId } = await followTrader(db, clock, user.id, {
      ...followRequest(body),
      copyOpen: body.copy_open === 1,
    });
    await deps.copying.followChanged(setting.follow_id);
    if (started && setting.copy_open === 1) await deps.copying.copyOpenPositions(setting.follow_id, traderUserId);
    succeedWith(messages.followSaved);
    return setting;
  });
  registerEndpoint(app, sessions, api.updateFollow, input.updateFollow, async ({ input: body, user, succeedWith }) => {
    const setting = await updateFollow(db, clock, user.id, followRequest(body));
    await deps.copying.followChanged(setting.follow_id);
    succeedWith(messages.followUpdated);
    return setting;
  });
  registerEndpoint(app, sessions, api.pauseFollow, input.pauseFollow, async ({ input: body, user, succeedWith }) => {
    const setting = await setPaused(db, clock, user.id, body.trader_id, true);
    succeedWith(messages.followPaused);
    return setting;
  });
  registerEndpoint(app, sessions, api.resumeFollow, input.resumeFollow, async ({ input: body, user, succeedWith }) => {
    await deps.protection.checkFollow(user.id);
    const setting = await setPaused(db, clock, user.id, body.trader_id, false);
    succeedWith(messages.followResumed);
    return setting;
  });
  registerEndpoint(app, sessions, api.closeFollowCopies, input.closeFollowCopies, async ({ input: body, user, succeedWith }) => {
    const result = await closeFollowCopies(db, engine, user.id, body.trader_id);
    succeedWith(messages.followCopiesClosed, { count: result.closed });
    return result;
  });
  registerEndpoint(app, sessions, api.cancelFollow, input.cancelFollow, async ({ input: body, user, succeedWith }) => {
    const setting = await cancelFollow(db, clock, user.id, body.trader_id);
    await deps.copying.followChanged(setting.follow_id);
    succeedWith(messages.followCancelled);
    return setting;
  });

  registerEndpoint(app, sessions, api.followedTraders, input.followedTraders, ({ input: query, user, request }) =>
    followedTraders(db, engine, request.translate, user.id, query.page),
  );
  registerEndpoint(app, sessions, api.myFollowers, input.myFollowers, ({ input: query, user }) =>
    myFollowers(db, engine, user.id, query.page),
  );
  registerEndpoint(app, sessions, api.myDealFollowOrders, input.myDealFollowOrders, ({ input: query, user }) =>
    followOrders(db, engine, user.id, {
      traderUserId: query.user_id,
      followerUserId: query.follower_user_id,
      status: query.status,
      page: query.page,
    }),
  );
  registerEndpoint(app, sessions, api.copySkips, input.copySkips, ({ input: query, user }) =>
    copySkipPage(
      db,
      (id) => {
        const instrument = instrumentOf(id);
        return { code: instrument?.showCode ?? '', precision: instrument?.precision ?? 2 };
      },
      user.id,
      query.trader_id,
      query.page,
    ),
  );
  registerEndpoint(app, sessions, api.rankList, input.rankList, ({ input: query, user, request }) =>
    rankPage(db, request.translate, user?.id ?? null, query.page),
  );

  // An approved trader's avatar, shown to anyone on the trader's card: only the upload the application named.
  app.get(`${TRADER_AVATAR_PREFIX}:id`, async (request, reply) => {
    const { id } = parseInput(input.traderDetail, request.params);
    const avatar = await traderAvatar(db, id);
    const stored = avatar ? await readUpload(db, deps.uploadsDir, avatar.url, { userId: avatar.userId }) : null;
    if (!stored) throw notFound();
    return reply
      .header('content-type', stored.mime)
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(stored.bytes);
  });

  const operators = operatorSessions(db, clock);
  registerEndpoint(app, operators, api.adminTraderApplications, input.adminTraderApplications, ({ input: query }) =>
    applicationQueue.list(db, clock, query),
  );
  registerEndpoint(
    app,
    operators,
    api.adminDecideTraderApplication,
    input.adminDecideTraderApplication,
    async ({ input: body, user, succeedWith }) => {
      const decided = await decideApplication(db, clock, user.id, body);
      if (decided.status === TRADER_APPLICATION_STATUS.approved) deps.copying.traders.add(decided.user_id);
      succeedWith(messages.decisionSaved);
      return decided;
    },
  );
}
