import * as access from '../../../common/api/access';
import * as adminWallet from '../../../common/api/admin-wallet';
import * as admin from '../../../common/api/admin';
import * as adminConfig from '../../../common/api/admin-config';
import * as adminConsole from '../../../common/api/admin-console';
import * as adminCustomerCare from '../../../common/api/admin-customer-care';
import * as adminCustomerCareInput from '../../../common/api/input/admin-customer-care';
import * as adminNotify from '../../../common/api/admin-notify';
import * as adminNotifyInput from '../../../common/api/input/admin-notify';
import * as adminQueues from '../../../common/api/admin-queues';
import * as adminQueueActions from '../../../common/api/admin-queue-actions';
import * as adminQueueActionsInput from '../../../common/api/input/admin-queue-actions';
import * as adminConfigInput from '../../../common/api/input/admin-config';
import * as adminConsoleInput from '../../../common/api/input/admin-console';
import * as adminQueuesInput from '../../../common/api/input/admin-queues';
import * as charge from '../../../common/api/charge';
import * as follow from '../../../common/api/follow';
import * as chat from '../../../common/api/chat';
import * as fund from '../../../common/api/fund';
import * as news from '../../../common/api/news';
import * as company from '../../../common/api/company';
import * as content from '../../../common/api/content';
import type { AnyEndpoint, Schema } from '../../../common/api/endpoint';
import * as health from '../../../common/api/health';
import * as identity from '../../../common/api/identity';
import * as accessInput from '../../../common/api/input/access';
import * as adminWalletInput from '../../../common/api/input/admin-wallet';
import * as adminInput from '../../../common/api/input/admin';
import * as chargeInput from '../../../common/api/input/charge';
import * as followInput from '../../../common/api/input/follow';
import * as chatInput from '../../../common/api/input/chat';
import * as fundInput from '../../../common/api/input/fund';
import * as newsInput from '../../../common/api/input/news';
import * as companyInput from '../../../common/api/input/company';
import * as contentInput from '../../../common/api/input/content';
import { noInput } from '../../../common/api/input/fields';
import * as healthInput from '../../../common/api/input/health';
import * as identityInput from '../../../common/api/input/identity';
import * as loanInput from '../../../common/api/input/loan';
import * as marketInput from '../../../common/api/input/market';
import * as microInput from '../../../common/api/input/micro';
import * as notifyInput from '../../../common/api/input/notify';
import * as alertInput from '../../../common/api/input/alert';
import * as passkeysInput from '../../../common/api/input/passkeys';
import * as securityInput from '../../../common/api/input/security';
import * as securitySessionsInput from '../../../common/api/input/security-sessions';
import * as safeguardsInput from '../../../common/api/input/safeguards';
import * as settingsInput from '../../../common/api/input/settings';
import * as tradeInput from '../../../common/api/input/trade';
import * as walletInput from '../../../common/api/input/wallet';
import * as watchlistInput from '../../../common/api/input/watchlist';
import * as withdrawInput from '../../../common/api/input/withdraw';
import * as loan from '../../../common/api/loan';
import * as market from '../../../common/api/market';
import * as micro from '../../../common/api/micro';
import * as notify from '../../../common/api/notify';
import * as alert from '../../../common/api/alert';
import * as passkeys from '../../../common/api/passkeys';
import * as security from '../../../common/api/security';
import * as securitySessions from '../../../common/api/security-sessions';
import * as safeguards from '../../../common/api/safeguards';
import * as protection from '../../../common/api/protection';
import * as protectionInput from '../../../common/api/input/protection';
import * as adminProtection from '../../../common/api/admin-protection';
import * as adminProtectionInput from '../../../common/api/input/admin-protection';
import * as settings from '../../../common/api/settings';
import * as ticks from '../../../common/api/ticks';
import * as ticksInput from '../../../common/api/input/ticks';
import * as statement from '../../../common/api/statement';
import * as statementInput from '../../../common/api/input/statement';
import * as trade from '../../../common/api/trade';
import * as upload from '../../../common/api/upload';
import * as wallet from '../../../common/api/wallet';
import * as watchlist from '../../../common/api/watchlist';
import * as withdraw from '../../../common/api/withdraw';

// Every call the contract in common/api declares, with the input schema the server checks it with. The schemas
// are found under the call's own name in the matching input module; the few calls that share a schema or take
// none are named here. A call whose schema cannot be found fails loudly, so a new call is never skipped quietly.

export interface ContractCall {
  name: string;
  endpoint: AnyEndpoint;
  /** The input schema; null for the upload, whose multipart body the server reads itself. */
  schema: Schema | null;
}

const AREAS: readonly [Record<string, unknown>, Record<string, unknown>][] = [
  [access, accessInput],
  [adminWallet, adminWalletInput],
  [admin, adminInput],
  [adminConsole, adminConsoleInput],
  [adminCustomerCare, adminCustomerCareInput],
  [adminNotify, adminNotifyInput],
  [adminConfig, adminConfigInput],
  [adminQueues, adminQueuesInput],
  [adminQueueActions, adminQueueActionsInput],
  [charge, chargeInput],
  [follow, followInput],
  [chat, chatInput],
  [fund, fundInput],
  [news, newsInput],
  [company, companyInput],
  [content, contentInput],
  [health, healthInput],
  [identity, identityInput],
  [loan, loanInput],
  [market, marketInput],
  [micro, microInput],
  [notify, notifyInput],
  [alert, alertInput],
  [passkeys, passkeysInput],
  [security, securityInput],
  [securitySessions, securitySessionsInput],
  [safeguards, safeguardsInput],
  [protection, protectionInput],
  [adminProtection, adminProtectionInput],
  [settings, settingsInput],
  [ticks, ticksInput],
  [statement, statementInput],
  [trade, tradeInput],
  [upload, {}],
  [wallet, walletInput],
  [watchlist, watchlistInput],
  [withdraw, withdrawInput],
];

/** Calls whose schema has another name than the call (see the server's route files). */
const SHARED_SCHEMAS: Readonly<Record<string, Schema | null>> = {
  closeAllOrders: tradeInput.closeAll,
  cancelOrder: tradeInput.orderId,
  quickChargeWireInfo: chargeInput.wireInfo,
  quickChargeInfo: noInput,
  adminRuleSets: noInput,
  adminRiskFigures: noInput,
  adminRecomputeRiskFigure: noInput,
  quickChargeSymbols: noInput,
  identityCenter: noInput,
  adminCollectCurrencies: noInput,
  adminBankAccounts: noInput,
  adminWithdrawCurrencies: noInput,
  imageUpload: null,
  adminDecideLoan: loanInput.adminDecide,
  adminDecideLoanRepayment: loanInput.adminDecide,
  adminLoanConfigs: loanInput.adminPage,
  adminRepaymentAccounts: loanInput.adminPage,
  getTickPublicKey: ticksInput.tickPublicKey,
  getLatestCheckpoint: ticksInput.latestCheckpoint,
  getCheckpointAt: ticksInput.checkpointAt,
  getTickProof: ticksInput.tickProof,
  getTradeReplay: ticksInput.tickProof,
};

function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'encoding' in value;
}

export function contractCalls(): ContractCall[] {
  const calls: ContractCall[] = [];
  for (const [declarations, inputs] of AREAS) {
    for (const [name, value] of Object.entries(declarations)) {
      if (!isEndpoint(value)) continue;
      const schema = name in SHARED_SCHEMAS ? (SHARED_SCHEMAS[name] ?? null) : (inputs[name] as Schema | undefined);
      if (schema === undefined) throw new Error(`no input schema found for the contract's call ${name} (${value.path})`);
      calls.push({ name, endpoint: value, schema });
    }
  }
  return calls;
}

/** "GET /api/health": how a route is named in the tables of the suites. */
export function routeKey(method: string, path: string): string {
  return `${method} ${path}`;
}
