import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { adminSaveRuleSet } from '@common/api/input/admin-protection';
import { Decimal } from '@common/money';
import { CLOSE_OUT_LEVEL_MAX, CLOSE_OUT_LEVEL_MIN, isAssetClass, type AssetClass } from '@common/protection';
import type { RuleSetInput } from './rule-set-form';

// The rule-set editor's checks: the save call's own schema (common/api/input/admin-protection.ts) and the close-out
// level's range (common/protection.ts), so the editor refuses what the server would, under the field to correct.
// What only the server knows (a cap below every multiple a class offers, a country in another set) comes back as
// its refusal (9510), toasted. The countries need no check here: the picker offers only ISO codes, fewer than the
// schema's 300.

export interface RuleSetProblems {
  name?: MessageDescriptor;
  closeOut?: MessageDescriptor;
  caps: Partial<Record<AssetClass, MessageDescriptor>>;
}

const PROBLEM = {
  name: msg`Give the set a name of up to 60 characters`,
  cap: msg`A whole multiple from 1 to 1000, or empty for no cap`,
  closeOut: msg`A percentage from 10 to 100 with up to 2 decimals, or empty for the platform's stop-out level`,
} as const;

export function ruleSetProblems(input: RuleSetInput): RuleSetProblems {
  const problems: RuleSetProblems = { caps: {} };
  const result = adminSaveRuleSet.safeParse(input);
  if (!result.success) {
    for (const { path } of result.error.issues) {
      const [field, key] = path;
      if (field === 'name') problems.name = PROBLEM.name;
      else if (field === 'close_out_level') problems.closeOut = PROBLEM.closeOut;
      else if (field === 'leverage_caps' && typeof key === 'string' && isAssetClass(key)) problems.caps[key] = PROBLEM.cap;
    }
  }
  const level = input.close_out_level;
  // The range is the service's check, not the schema's: the same bounds, from common/protection.ts.
  if (
    !problems.closeOut &&
    level !== null &&
    (new Decimal(level).lessThan(CLOSE_OUT_LEVEL_MIN) || new Decimal(level).greaterThan(CLOSE_OUT_LEVEL_MAX))
  )
    problems.closeOut = PROBLEM.closeOut;
  return problems;
}

export function hasProblems(problems: RuleSetProblems): boolean {
  return problems.name !== undefined || problems.closeOut !== undefined || Object.keys(problems.caps).length > 0;
}
