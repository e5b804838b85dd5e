import type { AssetClass, ClientCategory, LeverageCaps, LimitKind, LimitPeriod, RiskWarningStyle } from '../protection';
import { endpoint } from './endpoint';
import type * as input from './input/protection';

// Client protection's customer calls (issue 38): the client profile and its rule set, the risk warning with its
// computed figure, and the limits a customer sets on themselves. Refusals carry codes of the 95xx block
// (common/envelope.ts) naming the rule and, for limits, when they end.

/** A jurisdiction rule set as it applies (the console edits them: ./admin-protection.ts). */
export interface RuleSetTerms {
  id: number;
  name: string;
  /** Leverage caps per asset class for retail clients; a class absent is not capped. */
  leverage_caps: LeverageCaps;
  /** The margin close-out level, a ratio ("0.5": 50%); null: the platform's stop-out level. */
  close_out_level: string | null;
  /** Whether short-expiry options are offered to retail clients. */
  retail_options: boolean;
  copy_trading: boolean;
  risk_warning: RiskWarningStyle;
}

/** GET /api/user/profile: who the client is to the rules, and what the rules let them do. */
export interface ClientProfile {
  /** ISO country code of residence (from the area list); null until the customer tells it. */
  residence: string | null;
  category: ClientCategory;
  rule_set: RuleSetTerms;
  /** The caps that apply to this client (none for a professional client): hide multiples above them. */
  leverage_caps: LeverageCaps;
  /** Whether the option form is shown (false: the option screen explains why instead). */
  options_offered: boolean;
  copy_trading_offered: boolean;
  /** The margin close-out level this client's new orders keep (a ratio); null: the platform's stop-out level. The
   * positions of an account close at the highest level among those open and the platform's. */
  close_out_level: string | null;
  /** Each instrument's asset class by id, so the form can apply the caps. */
  asset_classes: Record<number, AssetClass>;
}

export const userProfile = endpoint<ClientProfile>()({ method: 'GET', path: '/api/user/profile', auth: true });

/** Sets the country of residence once; a later change goes through support (9501). */
export const setResidence = endpoint<ClientProfile, typeof input.setResidence>()({
  method: 'POST',
  path: '/api/user/residence',
  auth: true,
});

/** GET /api/risk/warning: the warning of the caller's rule set (or of `country`'s, or the default's, for a guest). */
export interface RiskWarning {
  style: RiskWarningStyle;
  /** The warning in the caller's language, with the figure; empty when the style is none. */
  text: string;
  /** "74.50": the share of retail accounts that lost money on CFDs; null before it was first computed. */
  percent: string | null;
  /** Epoch ms: the end of the 12 months the figure covers; null before it was first computed. */
  as_of: number | null;
}

export const riskWarning = endpoint<RiskWarning, typeof input.riskWarning>()({ method: 'GET', path: '/api/risk/warning' });

/** One limit of a kind and period: in force now, and a loosening that waits, if any. */
export interface LimitState {
  kind: LimitKind;
  period: LimitPeriod;
  /** The amount in force now, USD; null: none. */
  amount: string | null;
  /** What it becomes at `next_at` (null: removed), when a loosening waits; `next_at` null when none waits. */
  next_amount: string | null;
  next_at: number | null;
  /** What the period has used so far: deposits asked for, or realised losses (net, costs included). */
  used: string;
  /** Epoch ms when the period ends (and `used` starts again). */
  period_ends_at: number;
}

/** GET /api/limits: the customer's own limits and exclusions. */
export interface LimitsOverview {
  limits: LimitState[];
  /** Minutes of use between session reminders; null: none. */
  session_minutes: number | null;
  session_minutes_next: number | null;
  session_minutes_next_at: number | null;
  /** Epoch ms: trading, deposits and copy following are refused until then; null: no cool-off. */
  cool_off_until: number | null;
  /** Epoch ms: the self-exclusion's end; null with `excluded_indefinitely` false: none. */
  excluded_until: number | null;
  excluded_indefinitely: boolean;
}

export const limits = endpoint<LimitsOverview>()({ method: 'GET', path: '/api/limits', auth: true });

/** Sets (or with an empty amount removes) one limit: tightening at once, loosening after 24 hours. */
export const setLimit = endpoint<LimitsOverview, typeof input.setLimit>()({ method: 'POST', path: '/api/limits', auth: true });

/** Sets (or with no minutes removes) the session reminder. */
export const setSessionReminder = endpoint<LimitsOverview, typeof input.setSessionReminder>()({
  method: 'POST',
  path: '/api/limits/session_reminder',
  auth: true,
});

/** A cool-off of 1 to 42 days; it cannot be ended early. */
export const startCoolOff = endpoint<LimitsOverview, typeof input.startCoolOff>()({
  method: 'POST',
  path: '/api/limits/cool_off',
  auth: true,
});

/** Self-exclusion for 6 to 60 months, or indefinite; it cannot be ended early. */
export const selfExclude = endpoint<LimitsOverview, typeof input.selfExclude>()({
  method: 'POST',
  path: '/api/limits/self_exclude',
  auth: true,
});
