import type { RuleSet } from '@common/api/admin-protection';
import { Decimal, formatPercent, plainDecimal } from '@common/money';
import { ASSET_CLASSES, type AssetClass, type RiskWarningStyle } from '@common/protection';

// A jurisdiction rule set as the console's editor holds it, and what the save call is sent from it. The operator
// types caps as whole multiples and the close-out level in percent (50 for 50%); the wire takes caps as numbers and
// the level as ratio text ("0.5"). An empty field is a rule not set: no cap for that class, or the platform's own
// stop-out level (null).

export interface RuleSetDraft {
  /** Absent for a new set. */
  id?: number;
  isDefault: boolean;
  name: string;
  /** ISO codes, sorted; always empty for the default set (it covers everyone not in another). */
  countries: string[];
  /** Each class's cap as typed; empty: not capped. */
  caps: Record<AssetClass, string>;
  /** The close-out level in percent as typed; empty: the platform's stop-out level. */
  closeOutPercent: string;
  retailOptions: boolean;
  copyTrading: boolean;
  riskWarning: RiskWarningStyle;
}

/** A new set starts with nothing capped and everything offered, as the default set the server starts with. */
export function blankDraft(): RuleSetDraft {
  return {
    isDefault: false,
    name: '',
    countries: [],
    caps: Object.fromEntries(ASSET_CLASSES.map((assetClass) => [assetClass, ''])) as Record<AssetClass, string>,
    closeOutPercent: '',
    retailOptions: true,
    copyTrading: true,
    riskWarning: 'full',
  };
}

export function draftOf(set: RuleSet): RuleSetDraft {
  return {
    id: set.id,
    isDefault: set.is_default,
    name: set.name,
    countries: [...set.countries].sort(),
    caps: Object.fromEntries(
      ASSET_CLASSES.map((assetClass) => {
        const cap = set.leverage_caps[assetClass];
        return [assetClass, cap === undefined ? '' : String(cap)];
      }),
    ) as Record<AssetClass, string>,
    closeOutPercent: set.close_out_level === null ? '' : formatPercent(set.close_out_level),
    retailOptions: set.retail_options,
    copyTrading: set.copy_trading,
    riskWarning: set.risk_warning,
  };
}

/** A percentage as the form takes it: up to 3 digits and 2 decimals, so its ratio has at most the 4 the wire allows. */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The ratio text of a percentage typed ("50" is "0.5", "12.5" is "0.125"); null when empty; the text itself when it
 * is not a percentage (the check then refuses it, and nothing is sent). */
export function closeOutRatio(percent: string): string | null {
  const text = percent.trim();
  if (text === '') return null;
  return PERCENT.test(text) ? plainDecimal(new Decimal(text).dividedBy(100)) : text;
}

/** A cap as typed: a whole number is sent as one; anything else as its text, which the check refuses. */
function capValue(text: string): number | string {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** What the save call is sent: the caps typed (empty ones left out), the level as a ratio or null. */
export function saveInputOf(draft: RuleSetDraft) {
  const caps: Partial<Record<AssetClass, number | string>> = {};
  for (const assetClass of ASSET_CLASSES) {
    if (draft.caps[assetClass].trim() !== '') caps[assetClass] = capValue(draft.caps[assetClass]);
  }
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    name: draft.name.trim(),
    countries: draft.isDefault ? [] : draft.countries,
    leverage_caps: caps,
    close_out_level: closeOutRatio(draft.closeOutPercent),
    retail_options: draft.retailOptions,
    copy_trading: draft.copyTrading,
    risk_warning: draft.riskWarning,
  };
}

export type RuleSetInput = ReturnType<typeof saveInputOf>;
