import type { FastifyInstance } from 'fastify';
import {
  adminBankAccounts,
  adminCharges,
  adminCollectCurrencies,
  adminDecideCharge,
  adminDecideIdentity,
  adminDecideWithdrawal,
  adminDecisions,
  adminIdentities,
  adminSaveBankAccount,
  adminSaveCollectCurrency,
  adminSaveWithdrawCurrency,
  adminWithdrawals,
  adminWithdrawCurrencies,
} from '../../../common/api/admin-wallet';
import * as input from '../../../common/api/input/admin-wallet';
import { WITHDRAW_STATUS } from '../../../common/api/withdraw';
import { noInput } from '../../../common/api/input/fields';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { decideDeposit, depositQueue } from '../../wallet/deposit-decisions';
import { bankAccounts, collectCurrencies, toAdminBankAccount, toAdminCollectCurrency } from '../../wallet/deposit-config';
import { saveBankAccount, saveCollectCurrency, saveWithdrawCurrency } from '../../wallet/config-admin';
import { listDecisions } from '../../decisions/decisions';
import { identityQueue } from '../../wallet/identity';
import { decideWithdrawal, withdrawalQueue } from '../../wallet/withdrawal-decisions';
import { toAdminWithdrawalCurrency, withdrawalCurrencies } from '../../wallet/withdrawal-currencies';
import { registerEndpoint } from '../route';

// The back office's wallet: pending deposits, withdrawals and identity checks with their decisions, the decision
// record, and the configuration. Operator sessions only; `user` here is the operator.

export function registerAdminWalletRoutes(app: FastifyInstance, db: Database, clock: Clock): void {
  const sessions = operatorSessions(db, clock);

  registerEndpoint(app, sessions, adminCharges, input.adminCharges, ({ input: query }) => depositQueue.list(db, clock, query));
  registerEndpoint(app, sessions, adminDecideCharge, input.adminDecideCharge, async ({ input: body, user, succeedWith }) => {
    const charge = await decideDeposit(db, clock, user.id, body);
    succeedWith(messages.decisionSaved);
    return charge;
  });

  registerEndpoint(app, sessions, adminWithdrawals, input.adminWithdrawals, ({ input: query }) => withdrawalQueue.list(db, clock, query));
  registerEndpoint(app, sessions, adminDecideWithdrawal, input.adminDecideWithdrawal, async ({ input: body, user, succeedWith }) => {
    const withdrawal = await decideWithdrawal(db, clock, user.id, body);
    // Still waiting after a completion: the first of two approvals (four-eyes).
    succeedWith(withdrawal.status === WITHDRAW_STATUS.unchecked ? messages.firstApprovalSaved : messages.decisionSaved);
    return withdrawal;
  });

  registerEndpoint(app, sessions, adminIdentities, input.adminIdentities, ({ input: query }) =>
    identityQueue.list(db, clock, { ...query, status: query.review_status }),
  );
  registerEndpoint(app, sessions, adminDecideIdentity, input.adminDecideIdentity, async ({ input: body, user, succeedWith }) => {
    const identity = await identityQueue.decide(db, clock, user.id, body);
    succeedWith(messages.decisionSaved);
    return identity;
  });

  registerEndpoint(app, sessions, adminDecisions, input.adminDecisions, ({ input: query }) =>
    listDecisions(db, { subject: query.subject, subjectId: query.subject_id, page: query.page }),
  );

  registerEndpoint(app, sessions, adminCollectCurrencies, noInput, async () =>
    (await collectCurrencies(db, false)).map(toAdminCollectCurrency),
  );
  registerEndpoint(app, sessions, adminSaveCollectCurrency, input.adminSaveCollectCurrency, async ({ input: body, user, succeedWith }) => {
    const saved = await saveCollectCurrency(db, clock, user.id, body);
    succeedWith(messages.configSaved);
    return saved;
  });

  registerEndpoint(app, sessions, adminBankAccounts, noInput, async () =>
    (await bankAccounts(db, { enabledOnly: false })).map(toAdminBankAccount),
  );
  registerEndpoint(app, sessions, adminSaveBankAccount, input.adminSaveBankAccount, async ({ input: body, user, succeedWith }) => {
    const saved = await saveBankAccount(db, clock, user.id, body);
    succeedWith(messages.configSaved);
    return saved;
  });

  registerEndpoint(app, sessions, adminWithdrawCurrencies, noInput, async () =>
    (await withdrawalCurrencies(db, { enabledOnly: false })).map(toAdminWithdrawalCurrency),
  );
  registerEndpoint(
    app,
    sessions,
    adminSaveWithdrawCurrency,
    input.adminSaveWithdrawCurrency,
    async ({ input: body, user, succeedWith }) => {
      const saved = await saveWithdrawCurrency(db, clock, user.id, body);
      succeedWith(messages.configSaved);
      return saved;
    },
  );
}
