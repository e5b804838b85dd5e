import type { FastifyInstance } from 'fastify';
import * as api from '../../../common/api/admin-config';
import * as input from '../../../common/api/input/admin-config';
import {
  createOperatorAccount,
  listOperatorAccounts,
  resetOperatorPassword,
  resetOperatorSecondFactorOf,
  updateOperatorAccount,
} from '../../admin/operator-accounts';
import { operatorSessions } from '../../admin/operators';
import { listInstruments, saveInstrument } from '../../admin/instruments-admin';
import type { Clock } from '../../clock';
import type { EngineEvent } from '../../cluster/engine-events';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import type { Market } from '../../market/market';
import { registerEndpoint } from '../route';

// The console's configuration calls of common/api/admin-config.ts: instruments and operators. An instrument's new
// terms reach this node's engines before the answer, and the other nodes' through the cluster bus.

export interface ConfigDeps {
  db: Database;
  clock: Clock;
  market: Pick<Market, 'reloadTerms'>;
  /** Tells the other nodes after the change commits. */
  announce: (event: EngineEvent) => void;
}

export function registerAdminConfigRoutes(app: FastifyInstance, deps: ConfigDeps): void {
  const { db, clock } = deps;
  const sessions = operatorSessions(db, clock);

  registerEndpoint(app, sessions, api.adminInstruments, input.adminInstruments, () => listInstruments(db));
  registerEndpoint(app, sessions, api.adminSaveInstrument, input.adminSaveInstrument, async ({ input: body, user, succeedWith }) => {
    const saved = await saveInstrument(db, clock, user.id, body);
    await deps.market.reloadTerms();
    deps.announce({ kind: 'instrument_terms', instrumentId: saved.id });
    succeedWith(messages.configSaved);
    return saved;
  });

  registerEndpoint(app, sessions, api.adminOperatorAccounts, input.adminOperatorAccounts, () => listOperatorAccounts(db));
  registerEndpoint(app, sessions, api.adminCreateOperator, input.adminCreateOperator, async ({ input: body, user, succeedWith }) => {
    const created = await createOperatorAccount(db, clock, user.id, body);
    succeedWith(messages.configSaved);
    return created;
  });
  registerEndpoint(app, sessions, api.adminUpdateOperator, input.adminUpdateOperator, async ({ input: body, user, succeedWith }) => {
    const updated = await updateOperatorAccount(db, clock, user.id, body);
    succeedWith(messages.configSaved);
    return updated;
  });
  registerEndpoint(
    app,
    sessions,
    api.adminResetOperatorPassword,
    input.adminResetOperatorPassword,
    async ({ input: body, user, succeedWith }) => {
      await resetOperatorPassword(db, clock, user.id, body);
      succeedWith(messages.configSaved);
      return null;
    },
  );
  registerEndpoint(
    app,
    sessions,
    api.adminResetOperatorSecondFactor,
    input.adminResetOperatorSecondFactor,
    async ({ input: body, user, succeedWith }) => {
      await resetOperatorSecondFactorOf(db, clock, user.id, body);
      succeedWith(messages.operatorSecondFactorReset);
      return null;
    },
  );
}
