import type { FastifyInstance } from 'fastify';
import * as api from '../../../common/api/admin-protection';
import * as input from '../../../common/api/input/admin-protection';
import { noInput } from '../../../common/api/input/fields';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { EngineEvent } from '../../cluster/engine-events';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import type { Market } from '../../market/market';
import { customerProtection, setCategory, setResidenceByOperator } from '../../protection/client-profile-admin';
import type { ClientProtection } from '../../protection/client-protection';
import { computeRiskFigure, riskFigures } from '../../protection/risk-figure';
import { deleteRuleSet, saveRuleSet } from '../../protection/rule-set-admin';
import { registerEndpoint } from '../route';

// Client protection in the console (issue 38; common/api/admin-protection.ts): thin, server/protection/ decides. A
// rule set saved here is used by this node at once and announced to the others once it commits.

export interface AdminProtectionRouteDeps {
  db: Database;
  clock: Clock;
  market: Pick<Market, 'instruments'>;
  protection: ClientProtection;
  announce: (event: EngineEvent) => void;
}

export function registerAdminProtectionRoutes(app: FastifyInstance, deps: AdminProtectionRouteDeps): void {
  const { db, clock, protection } = deps;
  const sessions = operatorSessions(db, clock);
  const inForce = (sets: Awaited<ReturnType<typeof deleteRuleSet>>) => {
    protection.rules.use(sets);
    deps.announce({ kind: 'protection_rules' });
    return sets;
  };

  registerEndpoint(app, sessions, api.adminRuleSets, noInput, () => protection.rules.all().slice());

  registerEndpoint(app, sessions, api.adminSaveRuleSet, input.adminSaveRuleSet, async ({ input: body, user, succeedWith }) => {
    const change = {
      id: body.id,
      name: body.name,
      countries: body.countries,
      leverageCaps: body.leverage_caps,
      closeOutLevel: body.close_out_level,
      retailOptions: body.retail_options,
      copyTrading: body.copy_trading,
      riskWarning: body.risk_warning,
    };
    const sets = await db.transaction((tx) => saveRuleSet(tx, clock, user.id, change, deps.market.instruments));
    succeedWith(messages.ruleSetSaved);
    return inForce(sets);
  });

  registerEndpoint(app, sessions, api.adminDeleteRuleSet, input.adminDeleteRuleSet, async ({ input: body, user, succeedWith }) => {
    const sets = await db.transaction((tx) => deleteRuleSet(tx, clock, user.id, body.id));
    succeedWith(messages.ruleSetDeleted);
    return inForce(sets);
  });

  registerEndpoint(app, sessions, api.adminCustomerProtection, input.adminCustomerProtection, ({ input: query }) =>
    customerProtection(db, protection, query.id, clock.now()),
  );

  registerEndpoint(app, sessions, api.adminSetResidence, input.adminSetResidence, async ({ input: body, user, succeedWith }) => {
    await db.transaction((tx) => setResidenceByOperator(tx, clock, user.id, body));
    succeedWith(messages.residenceSaved);
    return customerProtection(db, protection, body.id, clock.now());
  });

  registerEndpoint(app, sessions, api.adminSetCategory, input.adminSetCategory, async ({ input: body, user, succeedWith }) => {
    await db.transaction((tx) => setCategory(tx, clock, user.id, body));
    succeedWith(messages.categorySaved);
    return customerProtection(db, protection, body.id, clock.now());
  });

  registerEndpoint(app, sessions, api.adminRiskFigures, noInput, () => riskFigures(db));

  registerEndpoint(app, sessions, api.adminRecomputeRiskFigure, noInput, async ({ user, succeedWith }) => {
    await computeRiskFigure(db, clock, user.id);
    succeedWith(messages.riskFigureComputed);
    return riskFigures(db);
  });
}
