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
import { cancelFollow, followList, followTrader } from '../../copy-trading/follows';
import { rankPage, TRADER_AVATAR_PREFIX, traderAvatar, traderDetail, traderPage } from '../../copy-trading/traders';
import { messages } from '../../i18n/messages';
import type { Market } from '../../market/market';
import type { ContractEngine } from '../../contract/engine';
import type { CopyTrading } from '../../copy-trading/copier';
import { readUpload } from '../../uploads/store';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import { parseInput } from '../validate';
import { refuseFrozen } from '../../security/freeze';

// Copy trading (spec section 7, "Copy trading") and the back office's trader applications under /admin/api/follow.
// The trader list, a trader's detail, the ranking and approved traders' avatars are open to guests.

export interface FollowRouteDeps {
  db: Database;
  clock: Clock;
  sessions: SessionResolver;
  market: Market;
  engine: ContractEngine;
  copying: CopyTrading;
  /** DATA_DIR/uploads, for avatars uploaded before uploads moved into the database. */
  uploadsDir: string;
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
    // A frozen account starts no new follow (9005); one that follows already is left as it is.
    await refuseFrozen(db, user.id);
    const setting = await followTrader(db, clock, user.id, {
      traderId: body.trader_id,
      multiple: body.multiple,
      maxAmount: body.max_amount,
    });
    succeedWith(messages.followSaved);
    return setting;
  });
  registerEndpoint(app, sessions, api.cancelFollow, input.cancelFollow, async ({ input: body, user, succeedWith }) => {
    const setting = await cancelFollow(db, clock, user.id, body.trader_id);
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
  registerEndpoint(app, sessions, api.rankList, input.rankList, ({ input: query, request }) => rankPage(db, request.translate, query.page));

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
