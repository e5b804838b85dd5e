import { endpoint } from './endpoint';
import type * as input from './input/admin-protection';
import { ADMIN_ONLY, ANY_OPERATOR, SUPPORT } from './operator-roles';
import type { ClientProfile, LimitsOverview, RuleSetTerms } from './protection';

// Client protection in the console (issue 38): the jurisdiction rule sets (admins), each customer's profile, category
// and limits (every operator reads; support changes a residence or a category, with reasons in the audit log), and
// the risk warning's figure, recomputed on demand. A rule change applies to new orders only.

const read = { auth: true, encoding: 'form', roles: ANY_OPERATOR } as const;

/** A rule set with the countries it covers. */
export interface RuleSet extends RuleSetTerms {
  is_default: boolean;
  /** ISO codes; empty for the default set (everyone not in another). */
  countries: string[];
  updated_at: number;
}

export const adminRuleSets = endpoint<RuleSet[]>()({ ...read, method: 'GET', path: '/admin/api/protection/rule_sets' });

/** Creates (no `id`) or replaces a rule set; answers every set as they are after. */
export const adminSaveRuleSet = endpoint<RuleSet[], typeof input.adminSaveRuleSet>()({
  auth: true,
  encoding: 'json',
  roles: ADMIN_ONLY,
  method: 'POST',
  path: '/admin/api/protection/rule_sets/save',
});

/** Removes a rule set other than the default; its countries fall to the default. */
export const adminDeleteRuleSet = endpoint<RuleSet[], typeof input.adminDeleteRuleSet>()({
  auth: true,
  encoding: 'form',
  roles: ADMIN_ONLY,
  method: 'POST',
  path: '/admin/api/protection/rule_sets/delete',
});

/** What the console shows of a customer's protection: their profile as it applies, and their own limits. */
export interface CustomerProtection {
  profile: ClientProfile;
  limits: LimitsOverview;
  /** The operator's decision behind a professional category, newest first. */
  category_reason: string | null;
}

export const adminCustomerProtection = endpoint<CustomerProtection, typeof input.adminCustomerProtection>()({
  ...read,
  method: 'GET',
  path: '/admin/api/protection/customer',
});

/** Changes a customer's residence (support, with the reason); answers the customer's protection after. */
export const adminSetResidence = endpoint<CustomerProtection, typeof input.adminSetResidence>()({
  auth: true,
  encoding: 'form',
  roles: SUPPORT,
  method: 'POST',
  path: '/admin/api/protection/residence',
});

/** Decides a customer's category, with the reasons (recorded in the audit log). */
export const adminSetCategory = endpoint<CustomerProtection, typeof input.adminSetCategory>()({
  auth: true,
  encoding: 'form',
  roles: SUPPORT,
  method: 'POST',
  path: '/admin/api/protection/category',
});

/** One computation of the risk warning's figure. */
export interface RiskFigure {
  id: number;
  percent: string;
  losing_accounts: number;
  accounts: number;
  window_start: number;
  window_end: number;
  computed_at: number;
  /** Who asked for it; null: the leader's quarterly job. */
  operator_email: string | null;
}

/** The figure's computations, newest first (the first is the one shown). */
export const adminRiskFigures = endpoint<RiskFigure[]>()({ ...read, method: 'GET', path: '/admin/api/protection/risk_figures' });

/** Computes the figure now from the ledger; answers the computations after. */
export const adminRecomputeRiskFigure = endpoint<RiskFigure[]>()({
  auth: true,
  encoding: 'form',
  roles: ADMIN_ONLY,
  method: 'POST',
  path: '/admin/api/protection/risk_figures/recompute',
});
