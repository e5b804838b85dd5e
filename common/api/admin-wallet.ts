import type { ChargeBankAccount, ChargeStatus, CollectCurrency } from './charge';
import { endpoint } from './endpoint';
import { ANY_OPERATOR, FINANCE, SUPPORT } from './operator-roles';
import type { ReviewStatus } from './identity';
import type { DecisionSubject } from '../decisions';
import type { Page } from './page';
import type { QueuePage } from './queue-page';
import type * as input from './input/admin-wallet';
import type { WithdrawCurrency, WithdrawStatus } from './withdraw';
import type { ChargeType, DrawType } from '../wallet';

// The back office's wallet calls under /admin/api (operator sessions only): what waits for a decision (deposits,
// withdrawals, identity checks), the decisions themselves, each recorded with its operator, time and the record
// before and after, and the configuration deposits and withdrawals run against.

export const ADMIN_PAGE_SIZE = 20;

interface AdminUserRef {
  user_id: number;
  uid: string;
  email: string;
}

export interface AdminCharge extends AdminUserRef {
  id: number;
  type: ChargeType;
  /** In the deposit's currency. */
  number: string;
  currency_code: string;
  /** Units of the currency per USD: the approval's rate once approved, the currency's rate now while it waits. */
  usd_price: string;
  /** USD: credited (approved) or what approving now would credit. */
  usd_amount: string;
  bank_account_id: number | null;
  /** The receiving bank account's bank, as the operator finds the payment on its statement; null for a coin deposit. */
  bank_name: string | null;
  address: string;
  /** Opened with the operator's token. */
  proof_url: string;
  status: ChargeStatus;
  remark: string;
  created_at: number;
}

export interface AdminWithdrawal extends AdminUserRef {
  id: number;
  type: DrawType;
  number: string;
  fee: string;
  real_number: string;
  /** Units of the payout currency per USD, as at the request. */
  usd_price: string;
  currency_code: string;
  protocol: string;
  /** The payout method as it was when asked for (a coin address; or the bank, its SWIFT and the payee). */
  address: string;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  receipt_currency: string;
  memo: string;
  status: WithdrawStatus;
  notes: string;
  /** What it was paid with once completed: the bank transfer's reference or the transaction hash. */
  payment_reference: string;
  created_at: number;
}

export interface AdminIdentity extends AdminUserRef {
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
  review_status: ReviewStatus;
  reason: string;
  submitted_at: number;
}

export interface OperatorDecision {
  id: number;
  operator_id: number;
  operator_email: string;
  subject: DecisionSubject;
  subject_id: number;
  action: string;
  reason: string;
  before: unknown;
  after: unknown;
  created_at: number;
  /** The customer the act concerns (a request's, or the customer acted on); null for configuration. */
  customer: DecisionCustomer | null;
  /** The money the act concerns (a deposit in its currency, a withdrawal, a loan, an adjustment), or null. */
  amount: { value: string; currency: string } | null;
}

/** A customer as the audit log names them: UID, and the real name once one was given (else the email). */
export interface DecisionCustomer {
  id: number;
  uid: string;
  name: string | null;
  email: string | null;
}

export interface AdminCollectCurrency extends CollectCurrency {
  enabled: boolean;
  sort: number;
  /** When an operator last set the rate (epoch ms); null for one never set since rates were added. */
  usd_price_at: number | null;
}
export interface AdminBankAccount extends ChargeBankAccount {
  enabled: boolean;
  sort: number;
}
export interface AdminWithdrawCurrency extends WithdrawCurrency {
  enabled: boolean;
  sort: number;
}

const admin = { auth: true, encoding: 'form' } as const;
// Every operator reads; deposits and withdrawals are finance's to decide, identity checks support's; the
// configuration is changed by admins only (the saves declare no roles).
const read = { ...admin, roles: ANY_OPERATOR } as const;
const finance = { ...admin, roles: FINANCE } as const;
const support = { ...admin, roles: SUPPORT } as const;

export const adminCharges = endpoint<QueuePage<AdminCharge>, typeof input.adminCharges>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/charges',
});
export const adminDecideCharge = endpoint<AdminCharge, typeof input.adminDecideCharge>()({
  ...finance,
  method: 'POST',
  path: '/admin/api/wallet/charges/decide',
});

export const adminWithdrawals = endpoint<QueuePage<AdminWithdrawal>, typeof input.adminWithdrawals>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/withdrawals',
});
export const adminDecideWithdrawal = endpoint<AdminWithdrawal, typeof input.adminDecideWithdrawal>()({
  ...finance,
  method: 'POST',
  path: '/admin/api/wallet/withdrawals/decide',
});

export const adminIdentities = endpoint<QueuePage<AdminIdentity>, typeof input.adminIdentities>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/identities',
});
export const adminDecideIdentity = endpoint<AdminIdentity, typeof input.adminDecideIdentity>()({
  ...support,
  method: 'POST',
  path: '/admin/api/wallet/identities/decide',
});

export const adminDecisions = endpoint<Page<OperatorDecision>, typeof input.adminDecisions>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/decisions',
});

export const adminCollectCurrencies = endpoint<AdminCollectCurrency[]>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/collect_currencies',
});
/** Creates one (no id) or updates one; `enabled` 0 disables it. */
export const adminSaveCollectCurrency = endpoint<AdminCollectCurrency, typeof input.adminSaveCollectCurrency>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/wallet/collect_currencies/save',
});

export const adminBankAccounts = endpoint<AdminBankAccount[]>()({ ...read, method: 'GET', path: '/admin/api/wallet/bank_accounts' });
export const adminSaveBankAccount = endpoint<AdminBankAccount, typeof input.adminSaveBankAccount>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/wallet/bank_accounts/save',
});

export const adminWithdrawCurrencies = endpoint<AdminWithdrawCurrency[]>()({
  ...read,
  method: 'GET',
  path: '/admin/api/wallet/withdraw_currencies',
});
export const adminSaveWithdrawCurrency = endpoint<AdminWithdrawCurrency, typeof input.adminSaveWithdrawCurrency>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/wallet/withdraw_currencies/save',
});
