// The step-up that sensitive actions share (issue 33): other features confirm "it is you" through these.
export { StepUpDialog, type StepUpDialogProps } from './StepUpDialog';
export { useStepUp, type StepUp } from './useStepUp';
export { steppedUpMutation, type WithoutStepUpToken } from './stepped-up-mutation';
export { isStepUpRequired, sendWithStepUp, StepUpCancelled, type ConfirmStepUp, type SteppedUpSend } from './step-up';
export { appCodeInput, codeToSend, type CodeKind } from './code-entry';
export { securityKey, securityOverviewQuery } from './overview-query';
export { ceremony, CeremonyFailed, ceremonyFailureOf, type CeremonyFailure } from './ceremony-error';
export { confirmWithPasskey } from './passkey-step-up';
export { stepUpWays, type StepUpWay, type StepUpWays } from './step-up-ways';
export { SecondFactorCodeField, type SecondFactorCodeFieldProps } from './SecondFactorCodeField';
export { default as secondFactorFormStyles } from './SecondFactorForm.module.css';
// The security log's words, which the PWA's screens and the console's customer view both show.
export { useSecurityEventText } from './useSecurityEventText';
export { useDeviceText } from './useDeviceText';
