import type { OperatorDecision } from './admin-wallet';
import { endpoint } from './endpoint';
import type * as input from './input/admin-console';
import { ANY_OPERATOR, SUPPORT, type OperatorRole } from './operator-roles';
import type { DecisionSubject } from '../decisions';
import type { RiskFlag } from '../customer-care';
import type { MoneyPeriod } from '../money-periods';
import type { Page } from './page';
import type { QueueClaim } from './queue-page';
import type { CustomerSafeguards } from './safeguards';
import type { SecurityLogEntry } from './security';

// The back-office console's own calls under /admin/api: the dashboard, the queues' counts and detail views, the
// customers, the audit log, the settings. Each names the roles it allows (./operator-roles.ts).

const read = { auth: true, encoding: 'form', roles: ANY_OPERATOR } as const;
const support = { auth: true, encoding: 'form', roles: SUPPORT } as const;
const admin = { auth: true, encoding: 'form' } as const;

// --- The dashboard --------------------------------------------------------------------------------------------

export interface InstrumentExposure {
  instrument_id: number;
  code: string;
  /** Open positions (filled, not closed) and the margin they hold, USD. */
  open_positions: number;
  margin: string;
  /** Customers' lots long and short; the house stands on the other side, so its net is short minus long. */
  long_lots: string;
  short_lots: string;
  house_net_lots: string;
  /** Lots opened and option stakes (USD) today, as the product counts days (from midnight in its time zone). */
  volume_lots_today: string;
  option_stakes_today: string;
  /** The feed's last tick on the node that answered (epoch ms), null before the first. */
  last_tick_at: number | null;
  last_price: string | null;
}

export interface ClusterNode {
  node: string;
  leader: boolean;
  last_seen_at: number;
  /** The node that answered this request. */
  self: boolean;
}

export interface Dashboard {
  waiting: { charges: number; withdrawals: number; charges_amount: string; withdrawals_amount: string };
  instruments: InstrumentExposure[];
  /** Sum over instruments: the house's margin at stake and its counter-position count. */
  totals: { open_positions: number; margin: string; option_stakes_today: string };
  nodes: ClusterNode[];
  leader: { node: string | null; epoch: number; since: number | null };
  time: number;
}

export const adminDashboard = endpoint<Dashboard>()({ ...read, method: 'GET', path: '/admin/api/console/dashboard' });

/**
 * Money figures from the ledger's journals, in USD, of customers alone (demo accounts and the simulated traders
 * are left out). Positive results are the house's gain.
 */
export interface MoneyFigures {
  period: MoneyPeriod;
  /** The period's start (epoch ms, the start of a day) and the server's time it was read at. */
  from: number;
  to: number;
  /** Credited by approved deposits. */
  deposits: string;
  /** Paid out by completed withdrawals: what left for the customers (the fee kept is under fees). */
  withdrawals: string;
  /** Deposits less withdrawals. */
  net_flow: string;
  /** What customers lost less what they won, on contracts and on options. */
  trading_result: { contracts: string; options: string; total: string };
  /** The fees the house took: on contract orders and on withdrawals. */
  fees: { trading: string; withdrawals: string; total: string };
  /** What the house owes customers now: the sum of their balances, free and held. */
  liabilities: { available: string; held: string; total: string };
}

export const adminDashboardMoney = endpoint<MoneyFigures, typeof input.adminDashboardMoney>()({
  ...read,
  method: 'GET',
  path: '/admin/api/console/dashboard/money',
});

/** How many items wait in each queue, by the queue's key (server/admin/queue-counts.ts). */
export const adminQueueCounts = endpoint<Record<string, number>>()({ ...read, method: 'GET', path: '/admin/api/console/queue_counts' });

// --- Customers ------------------------------------------------------------------------------------------------

export interface AccountBalanceRow {
  kind: string;
  available: string;
  locked: string;
}

export interface CustomerBrief {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  is_demo: boolean;
  /** One of the house's simulated traders: found by search, but counted in no customer figure. */
  is_simulated: boolean;
  suspended: boolean;
  /** Frozen by its owner (issue 33): no money moves and nothing opens until support unfreezes it. */
  frozen: boolean;
  created_at: number;
  /** The real-name check: -1 never submitted, otherwise its review_status. */
  identity_status: number;
  /** The risk flags set on the customer, in the order of RISK_FLAGS (common/customer-care.ts). */
  flags: RiskFlag[];
}

export interface CustomerDetail extends CustomerBrief {
  accounts: AccountBalanceRow[];
  invite_code: string;
  inviter_uid: string | null;
  suspended_at: number | null;
  identity: { name: string; card_id: string; front_pic: string; reverse_pic: string; reason: string } | null;
  /** The account's safeguards and freeze (issue 33; ./safeguards.ts), read-only here; support unfreezes. */
  safeguards: CustomerSafeguards;
}

/** A row of any of the customer's lists: its columns by name, formatted by the server (amounts as decimals). */
export type CustomerRecord = Record<string, string | number | boolean | null>;

export interface CustomerSession {
  id: string;
  created_at: number;
  last_seen_at: number;
}

export const adminCustomers = endpoint<Page<CustomerBrief>, typeof input.adminCustomers>()({
  ...read,
  method: 'GET',
  path: '/admin/api/customers',
});
export const adminCustomer = endpoint<CustomerDetail, typeof input.adminCustomer>()({
  ...read,
  method: 'GET',
  path: '/admin/api/customers/detail',
});
export const adminCustomerRecords = endpoint<Page<CustomerRecord>, typeof input.adminCustomerRecords>()({
  ...read,
  method: 'GET',
  path: '/admin/api/customers/records',
});
export const adminCustomerSessions = endpoint<CustomerSession[], typeof input.adminCustomerSessions>()({
  ...read,
  method: 'GET',
  path: '/admin/api/customers/sessions',
});
/** The customer's security log (issue 33), as they read it themselves: newest first, 20 a page; a demo's is empty. */
export const adminCustomerSecurityLog = endpoint<Page<SecurityLogEntry>, typeof input.adminCustomerSecurityLog>()({
  ...read,
  method: 'GET',
  path: '/admin/api/customers/security_log',
});
export const adminRevokeCustomerSession = endpoint<null, typeof input.adminRevokeCustomerSession>()({
  ...support,
  method: 'POST',
  path: '/admin/api/customers/sessions/revoke',
});
/** Suspends (no sign-in, sessions stop resolving) or restores an account; the reason is recorded. */
export const adminSuspendCustomer = endpoint<CustomerDetail, typeof input.adminSuspendCustomer>()({
  ...support,
  method: 'POST',
  path: '/admin/api/customers/suspend',
});

// --- What a queue's detail view shows beside the item -----------------------------------------------------------

export interface HistoryEntry {
  kind: 'charge' | 'withdrawal' | 'fund_subscription' | 'loan';
  id: number;
  amount: string;
  status: number;
  created_at: number;
}

export interface QueueDetail<Item> {
  item: Item;
  customer: CustomerDetail;
  /** The customer's recent deposits, withdrawals, subscriptions and loans, newest first. */
  history: HistoryEntry[];
  /** Decisions on this item and on the customer's other requests, newest first. */
  decisions: OperatorDecision[];
  /** Uploaded images to look at (opened with the operator's token). */
  images: string[];
  /** Who is working on the item (claimed or assigned), null when nobody. */
  claim: QueueClaim | null;
}

// --- The audit log --------------------------------------------------------------------------------------------

export interface OperatorListItem {
  id: number;
  email: string;
  role: OperatorRole;
}

export const adminOperators = endpoint<OperatorListItem[]>()({ ...read, method: 'GET', path: '/admin/api/operators' });

export interface AuditFilter {
  operator_id?: number;
  subject?: DecisionSubject;
  /** Epoch ms, inclusive from, exclusive to. */
  from?: number;
  to?: number;
}

export const adminAudit = endpoint<Page<OperatorDecision>, typeof input.adminAudit>()({ ...read, method: 'GET', path: '/admin/api/audit' });
/** The filtered log as CSV text (at most AUDIT_EXPORT_MAX rows, newest first), which the console saves as a file. */
export const adminAuditExport = endpoint<
  { filename: string; csv: string; rows: number; truncated: boolean },
  typeof input.adminAuditExport
>()({
  ...read,
  method: 'GET',
  path: '/admin/api/audit/export',
});
export const AUDIT_EXPORT_MAX = 10_000;

// --- Settings -------------------------------------------------------------------------------------------------

export interface SettingEntry {
  key: string;
  value: string;
  is_public: boolean;
  updated_at: number;
}

export const adminSettings = endpoint<SettingEntry[]>()({ ...read, method: 'GET', path: '/admin/api/settings' });
/** Changes one setting; each key has its own rule (common/api/input/admin-console.ts, SETTING_RULES). */
export const adminSaveSetting = endpoint<SettingEntry, typeof input.adminSaveSetting>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/settings/save',
});

// --- Micro option expiries ------------------------------------------------------------------------------------

/** An expiry on offer: its seconds, the profit ratio a win pays and the smallest amount (USD). */
export interface AdminMicroOption {
  id: number;
  seconds: number;
  profit_ratio: string;
  limit_amount: string;
  sort: number;
  /** Offered to customers; a disabled expiry is kept (its orders' records name it) but not offered. */
  enabled: boolean;
}

export const adminMicroOptions = endpoint<AdminMicroOption[]>()({ ...read, method: 'GET', path: '/admin/api/micro/options' });
/** Creates an expiry (no id) or changes one; orders placed before keep the ratio they were placed at. */
export const adminSaveMicroOption = endpoint<AdminMicroOption, typeof input.adminSaveMicroOption>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/micro/options/save',
});
