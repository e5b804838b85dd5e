import { Decimal } from './money';

// Client protection (issue 38): the rules a regulated broker owes retail clients, configured per group of countries,
// and the limits a customer sets on themselves. The form and the server read the same rules from here, so the form
// never offers what the server would refuse.

/** The asset classes leverage is capped by (ESMA's retail CFD classes); each instrument belongs to one. */
export const ASSET_CLASSES = ['fx_major', 'fx_minor', 'gold', 'index_major', 'index_minor', 'commodity', 'share', 'crypto'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export function isAssetClass(value: string): value is AssetClass {
  return (ASSET_CLASSES as readonly string[]).includes(value);
}

/**
 * ESMA's retail caps (product intervention of 2018, kept by the FCA for the UK): 30:1 major currency pairs; 20:1
 * minor pairs, gold and major indices; 10:1 other commodities and other indices; 5:1 shares; 2:1 crypto.
 */
export const ESMA_LEVERAGE_CAPS: Readonly<Record<AssetClass, number>> = {
  fx_major: 30,
  fx_minor: 20,
  gold: 20,
  index_major: 20,
  index_minor: 10,
  commodity: 10,
  share: 5,
  crypto: 2,
};

/** A rule set's leverage caps for retail clients: an asset class absent is not capped. */
export type LeverageCaps = Partial<Record<AssetClass, number>>;

/** The multiples an instrument of `assetClass` offers a client whose caps are `caps` (null: none capped). */
export function allowedMultiples(multiples: readonly number[], assetClass: AssetClass, caps: LeverageCaps | null): number[] {
  const cap = caps?.[assetClass];
  return cap === undefined ? [...multiples] : multiples.filter((multiple) => multiple <= cap);
}

export const CLIENT_CATEGORY = { retail: 'retail', professional: 'professional' } as const;
export type ClientCategory = (typeof CLIENT_CATEGORY)[keyof typeof CLIENT_CATEGORY];
export const CLIENT_CATEGORIES: readonly ClientCategory[] = [CLIENT_CATEGORY.retail, CLIENT_CATEGORY.professional];

/**
 * The risk warning a rule set shows: the full ESMA wording, its short form (the figure's sentence alone), or none.
 * Both are written in every language by the catalogs, with the computed figure in them.
 */
export const RISK_WARNING_STYLES = ['full', 'short', 'none'] as const;
export type RiskWarningStyle = (typeof RISK_WARNING_STYLES)[number];

/** The margin close-out level of a rule set, as a ratio of equity to margin in use (0.5: 50%): from 10% to 100%. */
export const CLOSE_OUT_LEVEL_MIN = '0.1';
export const CLOSE_OUT_LEVEL_MAX = '1';

/** What a customer may limit, and over which periods (UTC calendar day, ISO week from Monday, calendar month). */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Loosening or removing a limit takes effect this long after it was asked for; tightening takes effect at once. */
export const LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;
/** A session reminder's interval, in minutes. */
export const SESSION_REMINDER_MIN = 5;
export const SESSION_REMINDER_MAX = 480;
/** A cool-off's length, in days: 24 hours to 6 weeks. */
export const COOL_OFF_DAYS_MIN = 1;
export const COOL_OFF_DAYS_MAX = 42;
/** A self-exclusion's length, in months (6 months to 5 years), or indefinite. */
export const SELF_EXCLUSION_MONTHS_MIN = 6;
export const SELF_EXCLUSION_MONTHS_MAX = 60;

/**
 * Whether changing a limit from `current` to `next` (null: none) tightens it: a new limit, or a lower one. Tightening
 * takes effect at once; anything else (a higher limit, or none) waits LOOSENING_DELAY_MS.
 */
export function tightens(current: string | null, next: string | null): boolean {
  if (next === null) return false;
  if (current === null) return true;
  return new Decimal(next).lessThanOrEqualTo(current);
}

/** The risk warning's figure is recomputed by the leader every quarter (and on an operator's demand). */
export const RISK_FIGURE_INTERVAL_MS = 91 * 24 * 60 * 60 * 1000;
/** ...over the accounts with CFD positions closed in the last 12 months. */
export const RISK_FIGURE_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;
