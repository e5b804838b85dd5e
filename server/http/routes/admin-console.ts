import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import * as consoleApi from '../../../common/api/admin-console';
import * as queues from '../../../common/api/admin-queues';
import * as input from '../../../common/api/input/admin-console';
import * as queueInput from '../../../common/api/input/admin-queues';
import { IDLE_MS } from '../../account/user-sessions';
import { auditCsv } from '../../decisions/audit-csv';
import {
  customerDetail,
  customerRecords,
  customerSecurityLog,
  customerSessions,
  revokeCustomerSession,
  searchCustomers,
  suspendCustomer,
} from '../../admin/customers';
import { dashboard } from '../../admin/dashboard';
import { moneyFigures } from '../../admin/money-dashboard';
import { loanDetail, loanKycDetail, loanRepaymentDetail, traderApplicationDetail } from '../../admin/loan-queue-details';
import { listOperators, operatorSessions } from '../../admin/operators';
import { listMicroOptions, saveMicroOption } from '../../admin/micro-options-admin';
import { queueCounts } from '../../admin/queue-counts';
import { queueDetail } from '../../admin/queue-detail';
import { listSettings, saveSetting } from '../../admin/settings-admin';
import type { Clock } from '../../clock';
import type { Leadership } from '../../cluster/leadership';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { adminSubscription } from '../../fund/redemption';
import { messages } from '../../i18n/messages';
import type { Market } from '../../market/market';
import type { ContractEngine } from '../../contract/engine';
import { adminDeposit } from '../../wallet/deposit-decisions';
import { listDecisions, type DecisionFilter } from '../../decisions/decisions';
import type { EndpointParsedInput } from '../../../common/api/endpoint';
import { identityQueue } from '../../wallet/identity';
import { adminWithdrawal } from '../../wallet/withdrawal-decisions';
import { registerEndpoint } from '../route';
import type { SessionsEnded } from '../../sessions';

// The back-office console's calls: dashboard, queue counts and detail views, customers, the audit log and the
// settings. Operator sessions only; each call's roles are declared in common/api and checked by registerEndpoint.

export interface ConsoleDeps {
  db: Database;
  clock: Clock;
  market: Market;
  contracts: ContractEngine;
  leadership: Leadership;
  /** Called when an operator revokes a customer's session or suspends them, so no node keeps serving it. */
  sessionsEnded: SessionsEnded;
  nodeId?: string | undefined;
}

export function registerAdminConsoleRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const { db, clock, market } = deps;
  const sessions = operatorSessions(db, clock);
  const nodeId = deps.nodeId ?? `${hostname()}-${process.pid}`;

  registerEndpoint(app, sessions, consoleApi.adminDashboard, input.adminDashboard, () =>
    dashboard(db, clock, {
      nodeId,
      isLeader: () => deps.leadership.isLeader,
      instruments: () => market.instruments,
      lastTick: (id) => market.lastTick(id),
    }),
  );
  registerEndpoint(app, sessions, consoleApi.adminDashboardMoney, input.adminDashboardMoney, ({ input: query }) =>
    moneyFigures(db, clock, query.period),
  );
  registerEndpoint(app, sessions, consoleApi.adminQueueCounts, input.adminQueueCounts, () => queueCounts(db));

  // The queues' detail views.
  registerEndpoint(app, sessions, queues.adminChargeDetail, queueInput.adminChargeDetail, async ({ input: query }) => {
    const item = await adminDeposit(db, query.id);
    if (!item) throw notFound();
    return queueDetail(db, { item, subject: 'charge', subjectId: item.id, userId: item.user_id, images: [item.proof_url] });
  });
  registerEndpoint(app, sessions, queues.adminWithdrawalDetail, queueInput.adminWithdrawalDetail, async ({ input: query }) => {
    const item = await adminWithdrawal(db, query.id);
    if (!item) throw notFound();
    return queueDetail(db, { item, subject: 'withdrawal', subjectId: item.id, userId: item.user_id, images: [] });
  });
  registerEndpoint(app, sessions, queues.adminIdentityDetail, queueInput.adminIdentityDetail, async ({ input: query }) => {
    const item = await identityQueue.item(db, query.id);
    if (!item) throw notFound();
    return queueDetail(db, {
      item,
      subject: 'identity',
      subjectId: item.user_id,
      userId: item.user_id,
      images: [item.front_pic, item.reverse_pic],
    });
  });
  registerEndpoint(app, sessions, queues.adminFundRefundDetail, queueInput.adminFundRefundDetail, async ({ input: query }) => {
    const item = await adminSubscription(db, query.id);
    if (!item) throw notFound();
    return queueDetail(db, { item, subject: 'fund_subscription', subjectId: item.id, userId: item.user_id, images: [] });
  });
  registerEndpoint(app, sessions, queues.adminLoanKycDetail, queueInput.adminLoanKycDetail, ({ input: query }) =>
    loanKycDetail(db, query.id),
  );
  registerEndpoint(app, sessions, queues.adminLoanDetail, queueInput.adminLoanDetail, ({ input: query }) =>
    loanDetail(db, clock, query.id),
  );
  registerEndpoint(app, sessions, queues.adminLoanRepaymentDetail, queueInput.adminLoanRepaymentDetail, ({ input: query }) =>
    loanRepaymentDetail(db, clock, query.id),
  );
  registerEndpoint(app, sessions, queues.adminTraderApplicationDetail, queueInput.adminTraderApplicationDetail, ({ input: query }) =>
    traderApplicationDetail(db, query.id),
  );

  // Customers.
  registerEndpoint(app, sessions, consoleApi.adminCustomers, input.adminCustomers, ({ input: query }) =>
    searchCustomers(db, query.q, query.page),
  );
  registerEndpoint(app, sessions, consoleApi.adminCustomer, input.adminCustomer, ({ input: query }) => customerDetail(db, query.id));
  registerEndpoint(app, sessions, consoleApi.adminCustomerRecords, input.adminCustomerRecords, ({ input: query, request }) =>
    customerRecords(db, request.translate, query.id, query.kind, query.page),
  );
  registerEndpoint(app, sessions, consoleApi.adminCustomerSessions, input.adminCustomerSessions, ({ input: query }) =>
    customerSessions(db, clock, query.id, IDLE_MS),
  );
  registerEndpoint(app, sessions, consoleApi.adminCustomerSecurityLog, input.adminCustomerSecurityLog, ({ input: query }) =>
    customerSecurityLog(db, query.id, query.page),
  );
  registerEndpoint(
    app,
    sessions,
    consoleApi.adminRevokeCustomerSession,
    input.adminRevokeCustomerSession,
    async ({ input: body, user, succeedWith }) => {
      await revokeCustomerSession(db, clock, user.id, body.id, body.session);
      deps.sessionsEnded(body.id);
      succeedWith(messages.sessionRevoked);
      return null;
    },
  );
  registerEndpoint(
    app,
    sessions,
    consoleApi.adminSuspendCustomer,
    input.adminSuspendCustomer,
    async ({ input: body, user, succeedWith }) => {
      const customer = await suspendCustomer(db, clock, user.id, body);
      if (body.action === 'suspend') deps.sessionsEnded(body.id);
      succeedWith(body.action === 'suspend' ? messages.customerSuspended : messages.customerRestored);
      return customer;
    },
  );

  // The audit log.
  registerEndpoint(app, sessions, consoleApi.adminOperators, input.adminOperators, () => listOperators(db));
  const auditFilter = (query: EndpointParsedInput<typeof consoleApi.adminAuditExport>): DecisionFilter => ({
    subject: query.subject,
    operatorId: query.operator_id,
    action: query.action,
    customer: query.customer,
    from: query.from,
    to: query.to,
  });
  registerEndpoint(app, sessions, consoleApi.adminAudit, input.adminAudit, ({ input: query }) =>
    listDecisions(db, { ...auditFilter(query), page: query.page }),
  );
  registerEndpoint(app, sessions, consoleApi.adminAuditExport, input.adminAuditExport, ({ input: query }) =>
    auditCsv(db, clock, auditFilter(query)),
  );

  // Option expiries.
  registerEndpoint(app, sessions, consoleApi.adminMicroOptions, input.adminMicroOptions, () => listMicroOptions(db));
  registerEndpoint(
    app,
    sessions,
    consoleApi.adminSaveMicroOption,
    input.adminSaveMicroOption,
    async ({ input: body, user, succeedWith }) => {
      const saved = await saveMicroOption(db, clock, user.id, body);
      succeedWith(messages.configSaved);
      return saved;
    },
  );

  // Settings.
  registerEndpoint(app, sessions, consoleApi.adminSettings, input.adminSettings, () => listSettings(db));
  registerEndpoint(app, sessions, consoleApi.adminSaveSetting, input.adminSaveSetting, async ({ input: body, user, succeedWith }) => {
    const saved = await saveSetting(db, clock, user.id, body);
    // This node's engine follows at once; the others at their next reconcile.
    if (body.key === 'stop_out_level') await deps.contracts.reloadStopOutLevel();
    succeedWith(messages.configSaved);
    return saved;
  });
}
