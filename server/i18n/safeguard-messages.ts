import type { MessageDescriptor } from '@lingui/core';

// Account safeguards' messages (issue 33: withdrawal safeguards, freezing an account, the anti-phishing code, the
// security emails), spread into ./messages.ts (kept apart so the area's strings read together). A time ({until})
// comes in as a Date and is written for the reader's language (./catalogs.ts); none carries a code or a token.

export const safeguardMessages = {
  // Withdrawals refused by a safeguard (9004) or a frozen account (9005).
  payoutMethodNotYetUsable: /*i18n*/ {
    id: 'server.safeguard.payout_method_not_yet_usable',
    message: 'This payout method was added less than 24 hours ago. For your safety, it can be used for withdrawals from {until}.',
  },
  payoutMethodNotAllowListed: /*i18n*/ {
    id: 'server.safeguard.payout_method_not_allow_listed',
    message: 'Your withdrawal allow-list is on and this payout method is not on it. Choose a method on the list, or add this one to it.',
  },
  withdrawalsLockedPassword: /*i18n*/ {
    id: 'server.safeguard.locked_password',
    message: 'Withdrawals are locked until {until} because your password was changed. This protects your money if someone else changed it.',
  },
  withdrawalsLockedEmail: /*i18n*/ {
    id: 'server.safeguard.locked_email',
    message:
      'Withdrawals are locked until {until} because your email address was changed. This protects your money if someone else changed it.',
  },
  withdrawalsLockedSecondFactor: /*i18n*/ {
    id: 'server.safeguard.locked_second_factor',
    message:
      'Withdrawals are locked until {until} because your two-step verification was changed. This protects your money if someone else changed it.',
  },
  withdrawalsSuspendedAllowList: /*i18n*/ {
    id: 'server.safeguard.suspended_allow_list',
    message: 'Withdrawals are suspended until {until} because the withdrawal allow-list was turned off.',
  },
  accountFrozen: /*i18n*/ {
    id: 'server.safeguard.account_frozen',
    message:
      'Your account is frozen: withdrawals, transfers, new orders and new follows are stopped. Please contact support to unfreeze it.',
  },
  freezeLinkInvalid: /*i18n*/ {
    id: 'server.safeguard.freeze_link_invalid',
    message: 'This freeze link is not valid or has expired. Sign in and freeze your account in the security settings, or contact support.',
  },
  notFrozen: /*i18n*/ {
    id: 'server.safeguard.not_frozen',
    message: 'This account is not frozen (another operator may have unfrozen it).',
  },

  // Successes.
  allowListOn: /*i18n*/ {
    id: 'server.safeguard.allow_list_on',
    message: 'Allow-list on: only the payout methods on it can be used for withdrawals.',
  },
  allowListOff: /*i18n*/ {
    id: 'server.safeguard.allow_list_off',
    message: 'Allow-list off. For your safety, withdrawals are suspended until {until}.',
  },
  payoutMethodAllowListed: /*i18n*/ { id: 'server.safeguard.payout_method_allow_listed', message: 'Payout method added to the allow-list' },
  payoutMethodDisallowed: /*i18n*/ { id: 'server.safeguard.payout_method_disallowed', message: 'Payout method taken off the allow-list' },
  antiPhishingSaved: /*i18n*/ {
    id: 'server.safeguard.anti_phishing_saved',
    message: 'Anti-phishing code saved. Every email from Meridian will show it.',
  },
  antiPhishingCleared: /*i18n*/ { id: 'server.safeguard.anti_phishing_cleared', message: 'Anti-phishing code removed' },
  accountFrozenNow: /*i18n*/ {
    id: 'server.safeguard.account_frozen_now',
    message: 'Your account is frozen and every session has ended. Contact support to unfreeze it.',
  },
  accountUnfrozen: /*i18n*/ { id: 'server.safeguard.account_unfrozen', message: 'Account unfrozen' },

  // What every email and every security email carries.
  // The code follows the label as typed, not as a value of the message: a code such as "2024.05" would otherwise be
  // written as a number of the language.
  antiPhishingLabel: /*i18n*/ { id: 'server.mail.anti_phishing_label', message: 'Your anti-phishing code:' },
  freezeLinkLine: /*i18n*/ {
    id: 'server.mail.freeze_link_line',
    message: 'If this was not you, freeze your account at once with this link (it works for 24 hours): {link}',
  },

  // The security emails.
  passwordChangedSubject: /*i18n*/ { id: 'server.mail.password_changed_subject', message: 'Your password was changed' },
  passwordChangedText: /*i18n*/ {
    id: 'server.mail.password_changed_text',
    message: 'The password of your Meridian account was changed. For your safety, withdrawals are locked for 24 hours.',
  },
  totpEnabledSubject: /*i18n*/ { id: 'server.mail.totp_enabled_subject', message: 'Two-step verification was turned on' },
  totpEnabledText: /*i18n*/ {
    id: 'server.mail.totp_enabled_text',
    message:
      'An authenticator app was set up as the second factor of your Meridian account. For your safety, withdrawals are locked for 24 hours.',
  },
  totpDisabledSubject: /*i18n*/ { id: 'server.mail.totp_disabled_subject', message: 'The authenticator app was turned off' },
  totpDisabledText: /*i18n*/ {
    id: 'server.mail.totp_disabled_text',
    message:
      'The authenticator app was turned off as a second factor of your Meridian account. For your safety, withdrawals are locked for 24 hours.',
  },
  recoveryCodesSubject: /*i18n*/ { id: 'server.mail.recovery_codes_subject', message: 'New recovery codes were made' },
  recoveryCodesText: /*i18n*/ {
    id: 'server.mail.recovery_codes_text',
    message:
      'New recovery codes were made for your Meridian account; the old ones no longer work. For your safety, withdrawals are locked for 24 hours.',
  },
  allowListOffSubject: /*i18n*/ { id: 'server.mail.allow_list_off_subject', message: 'Your withdrawal allow-list was turned off' },
  allowListOffText: /*i18n*/ {
    id: 'server.mail.allow_list_off_text',
    message:
      'The withdrawal allow-list of your Meridian account was turned off: any of your payout methods can be used again. For your safety, withdrawals are suspended for 24 hours.',
  },
  antiPhishingChangedSubject: /*i18n*/ { id: 'server.mail.anti_phishing_changed_subject', message: 'Your anti-phishing code was changed' },
  antiPhishingChangedText: /*i18n*/ {
    id: 'server.mail.anti_phishing_changed_text',
    message:
      'The anti-phishing code of your Meridian account was changed. From now on, every email from Meridian opens with it, as this one does.',
  },
  antiPhishingRemovedText: /*i18n*/ {
    id: 'server.mail.anti_phishing_removed_text',
    message: 'The anti-phishing code of your Meridian account was removed. Emails from Meridian no longer show one.',
  },
  accountFrozenSubject: /*i18n*/ { id: 'server.mail.account_frozen_subject', message: 'Your account is frozen' },
  accountFrozenText: /*i18n*/ {
    id: 'server.mail.account_frozen_text',
    message:
      'Your Meridian account was frozen: every session was ended, and withdrawals, transfers, new orders and new follows are stopped. Open positions stay as they are. Contact support to unfreeze it.',
  },
} satisfies Record<string, MessageDescriptor>;
