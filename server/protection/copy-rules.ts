import type { CopySkipReason } from '../../common/follow';
import type { Decimal } from '../../common/money';
import type { InstrumentSeed } from '../market/instrument-data';
import { closeOutLevelOf } from './client-protection';
import type { RuleBook } from './rule-sets';
import { isOnBreak, isRetail, lossBudget, type Standing } from './standing';

// What the rules say of one copy for a follower (issue 38), as the copier asks in its batch: the same rules a submit
// of the follower's own meets. A break (cool-off, self-exclusion) or a rule set without copy trading skips every
// copy; a trader's multiple above the follower's cap skips that copy; the loss limit is checked with the copy's
// margin, against the margin the follower has at risk (the copier's `lossLeft`). A copy keeps the close-out level
// the follower's rule set gives their own orders.

export interface CopyRuleCheck {
  /** The first rule that skips the copy whatever its size; null when none does. */
  skip: Extract<CopySkipReason, 'taking_break' | 'not_offered' | 'leverage_cap'> | null;
  /** What the follower's tightest loss limit leaves; null when they set none. */
  lossLeft: string | null;
  /** The close-out level the copy keeps, as a submit of the follower's own would; null: the platform's. */
  closeOutLevel: Decimal | null;
}

export function copyRules(
  rules: Pick<RuleBook, 'forResidence'>,
  standing: Standing,
  instrument: InstrumentSeed,
  multiple: number,
  now: number,
): CopyRuleCheck {
  const budget = lossBudget(standing, now);
  const lossLeft = budget === null ? null : budget.left.toString();
  const set = rules.forResidence(standing.residence);
  const retail = isRetail(standing);
  const closeOutLevel = closeOutLevelOf(set, retail);
  const skipped = (skip: CopyRuleCheck['skip']): CopyRuleCheck => ({ skip, lossLeft, closeOutLevel });
  if (isOnBreak(standing, now)) return skipped('taking_break');
  if (!set.copy_trading) return skipped('not_offered');
  const cap = retail ? set.leverage_caps[instrument.assetClass] : undefined;
  if (cap !== undefined && multiple > cap) return skipped('leverage_cap');
  return skipped(null);
}
