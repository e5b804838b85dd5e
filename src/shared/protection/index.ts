// Client protection (issue 38), shared by the features that apply its rules: the client's profile and limits, the
// multiples a client may choose, the risk warning, the residence question and the session reminder.
export { clientProfileQuery, limitsQuery, protectionKey, riskWarningQuery, RISK_WARNING_KEY } from './queries';
export { useClientProfile } from './useClientProfile';
export { multiplesFor, offeredMultiples } from './multiples';
export { useAllowedMultiples } from './useAllowedMultiples';
export { useOrderStopOutLevel } from './useOrderStopOutLevel';
export { RiskWarning } from './RiskWarning';
export { CountrySelect, type CountrySelectProps } from './CountrySelect';
export { ResidenceSheet, type ResidenceSheetProps } from './ResidenceSheet';
export { useResidenceGate, type ResidenceGate } from './useResidenceGate';
export { SessionReminder } from './SessionReminder';
