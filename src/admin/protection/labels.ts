import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LimitKind, LimitPeriod, RiskWarningStyle } from '@common/protection';

// The console's names of client protection's words (common/protection.ts), shared by the rule-set page and the
// customer's protection panel (the asset classes' and categories' names, which the PWA shows too, are in
// common/protection-text.ts). Every value has its name: the type check fails on a new one without.

export const RISK_WARNING_LABELS: Readonly<Record<RiskWarningStyle, MessageDescriptor>> = {
  full: msg`Full warning`,
  short: msg`Short warning (the figure's sentence)`,
  none: msg`No warning`,
};

export const LIMIT_KIND_LABELS: Readonly<Record<LimitKind, MessageDescriptor>> = {
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
};

export const LIMIT_PERIOD_LABELS: Readonly<Record<LimitPeriod, MessageDescriptor>> = {
  day: msg`per day`,
  week: msg`per week`,
  month: msg`per month`,
};
