import type { MessageDescriptor } from '@lingui/core';

// Client protection's messages (issue 38: server/protection/), spread into ./messages.ts. Each refusal names the
// rule and, for a limit, when it ends; a time ({until}) comes in as a Date and is written for the reader's language.

export const protectionMessages = {
  residenceSet: /*i18n*/ {
    id: 'server.protection.residence_set',
    message: 'Your country of residence is set already. To change it, please contact support.',
  },
  residenceNotListed: /*i18n*/ {
    id: 'server.protection.residence_not_listed',
    message: 'Choose your country of residence from the list',
  },
  residenceSaved: /*i18n*/ { id: 'server.protection.residence_saved', message: 'Country of residence saved' },
  leverageCapped: /*i18n*/ {
    id: 'server.protection.leverage_capped',
    message: 'Retail clients under the {ruleSet} rules can trade {instrument} with leverage up to {cap}x: choose {cap}x or less',
  },
  optionsNotOffered: /*i18n*/ {
    id: 'server.protection.options_not_offered',
    message: 'Short-expiry options are not offered to retail clients under the {ruleSet} rules',
  },
  copyTradingNotOffered: /*i18n*/ {
    id: 'server.protection.copy_not_offered',
    message: 'Copy trading is not offered under the {ruleSet} rules',
  },
  lossLimitDay: /*i18n*/ {
    id: 'server.protection.loss_limit_day',
    message:
      'This order could take your losses past your daily loss limit of {limit} USD ({used} USD lost, {open} USD of margin at risk). The limit starts again at {until}.',
  },
  lossLimitWeek: /*i18n*/ {
    id: 'server.protection.loss_limit_week',
    message:
      'This order could take your losses past your weekly loss limit of {limit} USD ({used} USD lost, {open} USD of margin at risk). The limit starts again at {until}.',
  },
  lossLimitMonth: /*i18n*/ {
    id: 'server.protection.loss_limit_month',
    message:
      'This order could take your losses past your monthly loss limit of {limit} USD ({used} USD lost, {open} USD of margin at risk). The limit starts again at {until}.',
  },
  depositLimitDay: /*i18n*/ {
    id: 'server.protection.deposit_limit_day',
    message: 'This deposit would go past your daily deposit limit of {limit} USD ({used} USD so far). The limit starts again at {until}.',
  },
  depositLimitWeek: /*i18n*/ {
    id: 'server.protection.deposit_limit_week',
    message: 'This deposit would go past your weekly deposit limit of {limit} USD ({used} USD so far). The limit starts again at {until}.',
  },
  depositLimitMonth: /*i18n*/ {
    id: 'server.protection.deposit_limit_month',
    message: 'This deposit would go past your monthly deposit limit of {limit} USD ({used} USD so far). The limit starts again at {until}.',
  },
  coolingOff: /*i18n*/ {
    id: 'server.protection.cooling_off',
    message: 'You are taking a break until {until}: trading, deposits and copy following are paused until then',
  },
  selfExcluded: /*i18n*/ {
    id: 'server.protection.self_excluded',
    message: 'Your account is self-excluded until {until}: you can withdraw and close positions only',
  },
  selfExcludedIndefinitely: /*i18n*/ {
    id: 'server.protection.self_excluded_indefinitely',
    message: 'Your account is self-excluded with no end date: you can withdraw and close positions only',
  },
  noLooseningDuringBreak: /*i18n*/ {
    id: 'server.protection.no_loosening_during_break',
    message: 'Limits cannot be loosened or removed during a cool-off or self-exclusion',
  },
  coolOffRunning: /*i18n*/ {
    id: 'server.protection.cool_off_running',
    message: 'A cool-off runs until {until}: it cannot be changed or ended early',
  },
  selfExclusionRunning: /*i18n*/ {
    id: 'server.protection.self_exclusion_running',
    message: 'Your account is self-excluded already: the exclusion cannot be changed or ended early',
  },
  selfExcludeMonthsOrIndefinite: /*i18n*/ {
    id: 'server.protection.self_exclude_months_or_indefinite',
    message: 'Choose a number of months or no end date, one of the two',
  },
  limitSavedNow: /*i18n*/ { id: 'server.protection.limit_saved_now', message: 'Saved: the new limit applies now' },
  limitSavedLater: /*i18n*/ {
    id: 'server.protection.limit_saved_later',
    message: 'Saved: a looser limit applies 24 hours after you ask for it, at {until}',
  },
  coolOffStarted: /*i18n*/ { id: 'server.protection.cool_off_started', message: 'Your break has started and lasts until {until}' },
  selfExclusionStarted: /*i18n*/ { id: 'server.protection.self_exclusion_started', message: 'Your account is now self-excluded' },
  riskWarningFull: /*i18n*/ {
    id: 'server.protection.risk_warning_full',
    message:
      'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. {percent}% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
  },
  riskWarningFullNoFigure: /*i18n*/ {
    id: 'server.protection.risk_warning_full_no_figure',
    message:
      'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
  },
  riskWarningShort: /*i18n*/ {
    id: 'server.protection.risk_warning_short',
    message: '{percent}% of retail accounts lose money when trading CFDs with this provider.',
  },
  riskWarningShortNoFigure: /*i18n*/ {
    id: 'server.protection.risk_warning_short_no_figure',
    message: 'Most retail accounts lose money when trading CFDs.',
  },
  ruleSetCapBelowOffered: /*i18n*/ {
    id: 'server.protection.rule_set_cap_below_offered',
    message: 'No {assetClass} instrument offers leverage of {cap}x or less (the lowest offered is {lowest}x): choose a cap it offers',
  },
  ruleSetCapNoInstruments: /*i18n*/ {
    id: 'server.protection.rule_set_cap_no_instruments',
    message: 'No instrument is of the class {assetClass}, so it cannot be capped',
  },
  ruleSetCountryTaken: /*i18n*/ {
    id: 'server.protection.rule_set_country_taken',
    message: '{country} is in the rule set {other} already: take it out of that set first',
  },
  ruleSetDefaultCountries: /*i18n*/ {
    id: 'server.protection.rule_set_default_countries',
    message: 'The default rule set covers every country not in another set, so it lists none',
  },
  ruleSetDefaultKept: /*i18n*/ { id: 'server.protection.rule_set_default_kept', message: 'The default rule set cannot be removed' },
  ruleSetNameTaken: /*i18n*/ { id: 'server.protection.rule_set_name_taken', message: 'Another rule set has this name' },
  ruleSetCloseOutRange: /*i18n*/ {
    id: 'server.protection.rule_set_close_out_range',
    message: 'The close-out level must be from 10% to 100% of the margin in use',
  },
  ruleSetSaved: /*i18n*/ { id: 'server.protection.rule_set_saved', message: 'Rule set saved: it applies to new orders' },
  ruleSetDeleted: /*i18n*/ { id: 'server.protection.rule_set_deleted', message: 'Rule set removed: its countries follow the default set' },
  categorySaved: /*i18n*/ { id: 'server.protection.category_saved', message: 'Client category saved' },
  riskFigureComputed: /*i18n*/ { id: 'server.protection.risk_figure_computed', message: 'The figure was computed again' },
  assetClassFxMajor: /*i18n*/ { id: 'server.protection.asset_class.fx_major', message: 'major currency pair' },
  assetClassFxMinor: /*i18n*/ { id: 'server.protection.asset_class.fx_minor', message: 'minor currency pair' },
  assetClassGold: /*i18n*/ { id: 'server.protection.asset_class.gold', message: 'gold' },
  assetClassIndexMajor: /*i18n*/ { id: 'server.protection.asset_class.index_major', message: 'major index' },
  assetClassIndexMinor: /*i18n*/ { id: 'server.protection.asset_class.index_minor', message: 'other index' },
  assetClassCommodity: /*i18n*/ { id: 'server.protection.asset_class.commodity', message: 'other commodity' },
  assetClassShare: /*i18n*/ { id: 'server.protection.asset_class.share', message: 'share' },
  assetClassCrypto: /*i18n*/ { id: 'server.protection.asset_class.crypto', message: 'cryptocurrency' },
} satisfies Record<string, MessageDescriptor>;
