import type { MessageDescriptor } from '@lingui/core';
import { loanMessages } from './loan-messages';
import { queueMessages } from './queue-messages';
import { customerCareMessages } from './customer-care-messages';
import { ledgerMessages } from './ledger-messages';
import { copyTradingMessages } from './copy-trading-messages';
import { followControlMessages } from './follow-control-messages';
import { securityMessages } from './security-messages';
import { safeguardMessages } from './safeguard-messages';
import { signInMessages } from './sign-in-messages';
import { alertMessages } from './alert-messages';
import { tickLogMessages } from './tick-log-messages';
import { protectionMessages } from './protection-messages';
import { notifyMessages } from './notify-messages';
import { statementMessages } from './statement-messages';

// The server's own messages, sent as `msg` in the envelope and translated by the request's `lang` header. The
// /*i18n*/ marks let `lingui extract` put them in the same catalogs as the PWA's messages.

// Messages read as sentences: they never start with a field's name (a request's key, such as "balance"), which
// means nothing to the reader; a name, when one is given, sits inside the sentence.
export const messages = {
  fieldRequired: /*i18n*/ { id: 'server.field.required', message: 'Please fill in {field}' },
  fieldTooLong: /*i18n*/ { id: 'server.field.too_long', message: 'The value of {field} is too long' },
  fieldInvalid: /*i18n*/ { id: 'server.field.invalid', message: 'The value of {field} is not valid' },
  fieldNotADay: /*i18n*/ {
    id: 'server.field.not_a_day',
    message: 'The date in {field} is not valid: write it as YYYY-MM-DD, such as 2026-03-31',
  },
  fieldNotALanguage: /*i18n*/ {
    id: 'server.field.not_a_language',
    message: 'The language code in {field} is not one of the app’s languages',
  },
  bodyInvalid: /*i18n*/ { id: 'server.body.invalid', message: 'The request could not be read' },
  bodyTooLarge: /*i18n*/ { id: 'server.body.too_large', message: 'The request is too large' },
  notFound: /*i18n*/ { id: 'server.not_found', message: 'Not found' },
  notLoggedIn: /*i18n*/ { id: 'server.not_logged_in', message: 'Please log in again' },
  rateLimited: /*i18n*/ { id: 'server.rate_limited', message: 'Too many requests. Try again in {seconds} seconds.' },
  internal: /*i18n*/ { id: 'server.internal', message: 'Something went wrong. Please try again.' },
  loginThrottled: /*i18n*/ {
    id: 'server.login.throttled',
    message: 'Too many failed sign-ins to this account from here. Try again in {seconds} seconds.',
  },
  loginCaptchaRequired: /*i18n*/ {
    id: 'server.login.captcha_required',
    message: 'Enter the characters in the picture to sign in',
  },
  loginNoticeSubject: /*i18n*/ { id: 'server.login.notice_subject', message: 'Failed sign-ins to your account' },
  loginNoticeText: /*i18n*/ {
    id: 'server.login.notice_text',
    message:
      'There were {count} failed attempts to sign in to your account in the last 15 minutes. If this was not you, your account is safe as long as your password is; consider changing it.',
  },
  databaseUnavailable: /*i18n*/ {
    id: 'server.database_unavailable',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
  success: /*i18n*/ { id: 'server.success', message: 'Success' },
  onlyRealAccount: /*i18n*/ {
    id: 'server.only_real_account',
    message: 'This is a demo account. Register or log in to a real account to use this.',
  },
  wrongCredentials: /*i18n*/ { id: 'server.wrong_credentials', message: 'Wrong account or password' },
  wrongPassword: /*i18n*/ { id: 'server.wrong_password', message: 'The current password is wrong' },
  codeInvalid: /*i18n*/ { id: 'server.code_invalid', message: 'The verification code is wrong or has expired' },
  codeTooManyTries: /*i18n*/ { id: 'server.code_too_many_tries', message: 'Too many wrong codes. Please request a new one.' },
  captchaInvalid: /*i18n*/ { id: 'server.captcha_invalid', message: 'The picture code is wrong or has expired. Please try a new one.' },
  codeSent: /*i18n*/ { id: 'server.code_sent', message: 'A verification code has been sent' },
  codeWait: /*i18n*/ { id: 'server.code_wait', message: 'Please wait {seconds} seconds before asking for another code' },
  codeSubject: /*i18n*/ { id: 'server.code_subject', message: 'Your Meridian verification code' },
  codeText: /*i18n*/ {
    id: 'server.code_text',
    message: 'Your Meridian verification code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.',
  },
  alreadyRegistered: /*i18n*/ { id: 'server.already_registered', message: 'This email is already registered' },
  mobileTaken: /*i18n*/ { id: 'server.mobile_taken', message: 'This phone number is already registered' },
  passwordMismatch: /*i18n*/ { id: 'server.password_mismatch', message: 'The passwords do not match' },
  inviteInvalid: /*i18n*/ { id: 'server.invite_invalid', message: 'The invite code is not valid' },
  registered: /*i18n*/ { id: 'server.registered', message: 'Welcome to Meridian' },
  loggedIn: /*i18n*/ { id: 'server.logged_in', message: 'Logged in' },
  loggedOut: /*i18n*/ { id: 'server.logged_out', message: 'Logged out' },
  passwordChanged: /*i18n*/ { id: 'server.password_changed', message: 'Your password has been changed' },
  passwordReset: /*i18n*/ { id: 'server.password_reset', message: 'Your password has been reset. Please log in.' },
  demoOnly: /*i18n*/ { id: 'server.demo_only', message: 'Only a demo account can be reset' },
  demoReset: /*i18n*/ { id: 'server.demo_reset', message: 'The demo account has been reset' },
  insufficientFunds: /*i18n*/ { id: 'server.insufficient_funds', message: 'Insufficient balance' },
  instrumentNotFound: /*i18n*/ { id: 'server.trade.instrument_not_found', message: 'This instrument is not available' },
  instrumentHalted: /*i18n*/ {
    id: 'server.trade.instrument_halted',
    message: 'Trading in {instrument} is halted. Open positions can still be closed.',
  },
  marketClosed: /*i18n*/ { id: 'server.trade.market_closed', message: 'The market for {instrument} is closed now' },
  staleQuote: /*i18n*/ {
    id: 'server.trade.stale_quote',
    message: 'The price of {instrument} is not up to date. Please try again in a moment.',
  },
  noMultipleConfig: /*i18n*/ {
    id: 'server.trade.no_multiple_config',
    message: 'No leverage is configured for this instrument, so orders cannot be placed for now',
  },
  multipleNotAllowed: /*i18n*/ {
    id: 'server.trade.multiple_not_allowed',
    message: 'Leverage {multiple}x is not offered for {instrument}: choose one of {offered}',
  },
  lotsTooFew: /*i18n*/ { id: 'server.trade.lots_too_few', message: 'The minimum is {min} lots' },
  lotsOffStep: /*i18n*/ { id: 'server.trade.lots_off_step', message: 'Lots must be a multiple of {step}' },
  lotsTooMany: /*i18n*/ { id: 'server.trade.lots_too_many', message: 'The maximum is {max} lots per order' },
  pendingPriceRequired: /*i18n*/ { id: 'server.trade.pending_price_required', message: 'Enter the price the pending order waits for' },
  pendingPriceAtMarket: /*i18n*/ {
    id: 'server.trade.pending_price_at_market',
    message: 'The pending price equals the current price. Place a market order instead.',
  },
  stopLossWrongSide: /*i18n*/ {
    id: 'server.trade.stop_loss_wrong_side',
    message: 'The stop-loss must be {side, select, below {below} other {above}} {price}',
  },
  takeProfitWrongSide: /*i18n*/ {
    id: 'server.trade.take_profit_wrong_side',
    message: 'The take-profit must be {side, select, below {below} other {above}} {price}',
  },
  insufficientMargin: /*i18n*/ {
    id: 'server.trade.insufficient_margin',
    message: 'The margin needed, {needed} USD with the fee, is more than the free margin, {available} USD',
  },
  priceDeviation: /*i18n*/ {
    id: 'server.trade.price_deviation',
    message:
      'The price moved from {seen} to {price}, more than the {deviation} you allowed. Nothing was placed: check the price and try again, or allow a larger deviation.',
  },
  deviationNeedsSeenPrice: /*i18n*/ {
    id: 'server.trade.deviation_needs_seen_price',
    message: 'A maximum deviation needs the price you saw. Nothing was placed: refresh the price and try again.',
  },
  trailingTooFine: /*i18n*/ {
    id: 'server.trade.trailing_too_fine',
    message: 'The trailing distance must be at least {step} and a multiple of it',
  },
  expiryInPast: /*i18n*/ { id: 'server.trade.expiry_in_past', message: 'The expiry must be later than now' },
  expiryTooFar: /*i18n*/ { id: 'server.trade.expiry_too_far', message: 'The expiry can be at most 6 months ahead' },
  expiryOnMarketOrder: /*i18n*/ {
    id: 'server.trade.expiry_on_market_order',
    message: 'Only a pending order can expire: a market order fills at once',
  },
  closeLotsTooMany: /*i18n*/ { id: 'server.trade.close_lots_too_many', message: 'Only {open} lots are open' },
  closeLotsLeaveTooFew: /*i18n*/ {
    id: 'server.trade.close_lots_leave_too_few',
    message: 'At least {min} lots must stay open: close {max} lots at most, or the whole position',
  },
  nothingToClose: /*i18n*/ {
    id: 'server.trade.nothing_to_close',
    message: '{which, select, profit {No open position is in profit} loss {No open position is at a loss} other {No position is open}}',
  },
  positionsClosed: /*i18n*/ {
    id: 'server.trade.positions_closed',
    message: '{count, plural, one {# position closed} other {# positions closed}}',
  },
  partlyClosed: /*i18n*/ { id: 'server.trade.partly_closed', message: '{lots} lots closed, {left} lots still open' },
  orderNotOpen: /*i18n*/ { id: 'server.trade.order_not_open', message: 'This order is no longer open' },
  orderNotPending: /*i18n*/ { id: 'server.trade.order_not_pending', message: 'This order is no longer pending' },
  orderPlaced: /*i18n*/ { id: 'server.trade.order_placed', message: 'Order placed' },
  orderClosed: /*i18n*/ { id: 'server.trade.order_closed', message: 'Position closed' },
  orderCancelled: /*i18n*/ { id: 'server.trade.order_cancelled', message: 'Order cancelled' },
  stopsSet: /*i18n*/ { id: 'server.trade.stops_set', message: 'Stop-loss and take-profit saved' },
  idempotencyKeyMissing: /*i18n*/ {
    id: 'server.idempotency.key_missing',
    message: 'This request cannot be sent safely. Please reload the app and try again.',
  },
  idempotencyConflict: /*i18n*/ {
    id: 'server.idempotency.conflict',
    message: 'This request was already sent with other details, or is still being handled',
  },
  microOptionUnknown: /*i18n*/ { id: 'server.micro.option_unknown', message: 'An expiry of {seconds} seconds is not offered' },
  microAmountTooSmall: /*i18n*/ { id: 'server.micro.amount_too_small', message: 'The minimum amount for this expiry is {min} USD' },
  microExpiresAfterClose: /*i18n*/ {
    id: 'server.micro.expires_after_close',
    message: 'The market for {instrument} closes before this order would expire. Choose a shorter expiry.',
  },
  microInsufficient: /*i18n*/ {
    id: 'server.micro.insufficient',
    message: 'Not enough in the option account: this order needs {needed} USD and {available} USD is available',
  },
  categoryForex: /*i18n*/ { id: 'server.category.forex', message: 'Forex' },
  categoryMetals: /*i18n*/ { id: 'server.category.metals', message: 'Metals' },
  categoryEnergy: /*i18n*/ { id: 'server.category.energy', message: 'Energy' },
  categoryCrypto: /*i18n*/ { id: 'server.category.crypto', message: 'Crypto' },
  // Wallet: amounts, transfers, the ledger, withdrawals, deposits, uploads, real-name checks and operator decisions.
  amountNotPositive: /*i18n*/ { id: 'server.wallet.amount_not_positive', message: 'The amount must be more than 0' },
  amountTooManyDecimals: /*i18n*/ { id: 'server.wallet.amount_too_many_decimals', message: 'The amount can have at most 2 decimals' },
  amountTooLarge: /*i18n*/ { id: 'server.wallet.amount_too_large', message: 'The amount is too large' },
  amountOverBalance: /*i18n*/ {
    id: 'server.wallet.amount_over_balance',
    message: 'The amount is more than the free balance of {available} USD',
  },
  transferSameAccount: /*i18n*/ { id: 'server.wallet.transfer_same_account', message: 'Choose two different accounts to transfer between' },
  transferDone: /*i18n*/ { id: 'server.wallet.transfer_done', message: 'Transfer done' },
  accountFunding: /*i18n*/ { id: 'server.wallet.account_funding', message: 'Funding account' },
  accountMicro: /*i18n*/ { id: 'server.wallet.account_micro', message: 'Option account' },
  accountForex: /*i18n*/ { id: 'server.wallet.account_forex', message: 'Contract account' },
  ledgerDeposit: /*i18n*/ { id: 'server.wallet.ledger_deposit', message: 'Deposit' },
  ledgerWithdrawal: /*i18n*/ { id: 'server.wallet.ledger_withdrawal', message: 'Withdrawal' },
  ledgerTransfer: /*i18n*/ { id: 'server.wallet.ledger_transfer', message: 'Transfer from {from} to {to}' },
  ledgerTrade: /*i18n*/ { id: 'server.wallet.ledger_trade', message: 'Trade' },
  ledgerFee: /*i18n*/ { id: 'server.wallet.ledger_fee', message: 'Fee' },
  ledgerSettlement: /*i18n*/ { id: 'server.wallet.ledger_settlement', message: 'Settlement' },
  ledgerLoan: /*i18n*/ { id: 'server.wallet.ledger_loan', message: 'Loan' },
  ledgerFund: /*i18n*/ { id: 'server.wallet.ledger_fund', message: 'Fund' },
  ledgerDemo: /*i18n*/ { id: 'server.wallet.ledger_demo', message: 'Demo balance' },
  withdrawCurrencyUnavailable: /*i18n*/ {
    id: 'server.wallet.withdraw_currency_unavailable',
    message: 'This withdrawal currency is not available',
  },
  drawMethodMismatch: /*i18n*/ {
    id: 'server.wallet.draw_method_mismatch',
    message: 'This payout method does not pay out in the chosen currency',
  },
  // A payout method's bank details and coin address (common/payout-details.ts): what is wrong, and how it should be.
  payoutSwiftInvalid: /*i18n*/ {
    id: 'server.wallet.payout_swift_invalid',
    message: 'The SWIFT/BIC code is not valid: it has 8 or 11 letters and digits, such as DEUTDEFF',
  },
  payoutIbanInvalid: /*i18n*/ {
    id: 'server.wallet.payout_iban_invalid',
    message: 'This IBAN does not have the length or format of its country: check the country code and the number',
  },
  payoutIbanCheckDigits: /*i18n*/ {
    id: 'server.wallet.payout_iban_check_digits',
    message: "The IBAN's check digits do not match: check the account number",
  },
  payoutAccountInvalid: /*i18n*/ {
    id: 'server.wallet.payout_account_invalid',
    message: 'The account number is not valid: it has 4 to 34 letters and digits',
  },
  payoutAddressInvalid: /*i18n*/ { id: 'server.wallet.payout_address_invalid', message: 'This is not a valid {protocol} address' },
  drawMethodSaved: /*i18n*/ { id: 'server.wallet.draw_method_saved', message: 'Payout method saved' },
  drawMethodDeleted: /*i18n*/ { id: 'server.wallet.draw_method_deleted', message: 'Payout method deleted' },
  drawFeeExceedsAmount: /*i18n*/ {
    id: 'server.wallet.draw_fee_exceeds_amount',
    message: 'The amount must be more than the fee of {fee} USD',
  },
  drawSubmitted: /*i18n*/ { id: 'server.wallet.draw_submitted', message: 'Withdrawal requested. It is paid out once checked.' },
  withdrawUnchecked: /*i18n*/ { id: 'server.wallet.withdraw_unchecked', message: 'Waiting for review' },
  withdrawCompleted: /*i18n*/ { id: 'server.wallet.withdraw_completed', message: 'Completed' },
  withdrawRejected: /*i18n*/ { id: 'server.wallet.withdraw_rejected', message: 'Rejected' },
  withdrawInvalid: /*i18n*/ { id: 'server.wallet.withdraw_invalid', message: 'Invalid' },
  firstApprovalSaved: /*i18n*/ {
    id: 'server.decision.first_approval_saved',
    message: 'First approval saved. Another operator must approve it before it takes effect.',
  },
  secondApproverNeeded: /*i18n*/ {
    id: 'server.decision.second_approver_needed',
    message: 'You gave the first approval: another operator must give the second',
  },
  paymentReferenceRequired: /*i18n*/ {
    id: 'server.wallet.payment_reference_required',
    message: 'Enter the payment reference: the bank transfer reference or the transaction hash the payout was sent with',
  },
  chargeCurrencyUnavailable: /*i18n*/ {
    id: 'server.wallet.charge_currency_unavailable',
    message: 'This deposit currency is not available',
  },
  chargeBankUnavailable: /*i18n*/ { id: 'server.wallet.charge_bank_unavailable', message: 'This receiving bank account is not available' },
  chargeSubmitted: /*i18n*/ { id: 'server.wallet.charge_submitted', message: 'Deposit submitted. It is credited once checked.' },
  uploadNotOwn: /*i18n*/ { id: 'server.upload.not_own', message: 'The image for {field} is not one you uploaded' },
  uploadMissing: /*i18n*/ { id: 'server.upload.missing', message: 'Choose an image to upload' },
  uploadTooLarge: /*i18n*/ { id: 'server.upload.too_large', message: 'The image is larger than {megabytes} MB' },
  uploadNotImage: /*i18n*/ { id: 'server.upload.not_image', message: 'Only JPEG, PNG and WebP images can be uploaded' },
  uploadDamaged: /*i18n*/ { id: 'server.upload.damaged', message: 'The image is damaged or is not the kind of file it claims to be' },
  uploadTooManyPixels: /*i18n*/ {
    id: 'server.upload.too_many_pixels',
    message: 'The image has too many pixels: at most {megapixels} megapixels',
  },
  uploadMalformed: /*i18n*/ { id: 'server.upload.malformed', message: 'The upload could not be read. Choose the image again.' },
  identityWaiting: /*i18n*/ { id: 'server.identity.waiting', message: 'Your verification is already waiting for review' },
  identityVerified: /*i18n*/ { id: 'server.identity.verified', message: 'Your identity is already verified' },
  identitySubmitted: /*i18n*/ { id: 'server.identity.submitted', message: 'Submitted. We will check it soon.' },
  // Funds: subscribing, limits, early redemption.
  fundUnavailable: /*i18n*/ { id: 'server.fund.unavailable', message: 'This fund is not open for subscriptions' },
  fundBelowMinimum: /*i18n*/ { id: 'server.fund.below_minimum', message: 'The amount is below the minimum of {minimum} {currency}' },
  fundAboveMaximum: /*i18n*/ {
    id: 'server.fund.above_maximum',
    message: 'The amount is above the maximum of {maximum} {currency} per subscription',
  },
  fundAboveTotalMaximum: /*i18n*/ {
    id: 'server.fund.above_total_maximum',
    message: 'You already hold {held} {currency} in this fund; together they may be at most {maximum} {currency}',
  },
  fundSubscribed: /*i18n*/ { id: 'server.fund.subscribed', message: 'Subscribed' },
  fundNotRedeemable: /*i18n*/ { id: 'server.fund.not_redeemable', message: 'Only a subscription in progress can be redeemed' },
  fundRefundWaiting: /*i18n*/ { id: 'server.fund.refund_waiting', message: 'Redemption requested. It is settled once approved.' },
  fundRefunded: /*i18n*/ {
    id: 'server.fund.refunded',
    message: 'Redeemed: {amount} {currency} returned to your funding account',
  },
  // Copy trading: following, cancelling, applying to become a trader.
  followTraderUnavailable: /*i18n*/ { id: 'server.follow.trader_unavailable', message: 'This trader cannot be followed' },
  followSelf: /*i18n*/ { id: 'server.follow.self', message: 'You cannot follow yourself' },
  followMultipleNotOffered: /*i18n*/ {
    id: 'server.follow.multiple_not_offered',
    message: 'Choose one of the offered copy ratios: {offered}',
  },
  followAmountNotPositive: /*i18n*/ { id: 'server.follow.amount_not_positive', message: 'Enter a maximum amount above 0' },
  followAmountPrecision: /*i18n*/ { id: 'server.follow.amount_precision', message: 'The maximum amount may have at most 2 decimals' },
  followAmountAboveBalance: /*i18n*/ {
    id: 'server.follow.amount_above_balance',
    message: 'The maximum amount may be at most your contract account balance of {limit} USD',
  },
  followSaved: /*i18n*/ { id: 'server.follow.saved', message: 'Following. New orders of this trader will be copied.' },
  followNotActive: /*i18n*/ { id: 'server.follow.not_active', message: 'You are not following this trader' },
  followCancelled: /*i18n*/ { id: 'server.follow.cancelled', message: 'Follow cancelled. Open copies stay open for you to manage.' },
  traderApplyDemo: /*i18n*/ {
    id: 'server.follow.apply_demo',
    message: 'A demo account cannot become a trader. Register or log in to a real account.',
  },
  traderApplyWaiting: /*i18n*/ { id: 'server.follow.apply_waiting', message: 'Your application is already waiting for review' },
  traderAlready: /*i18n*/ { id: 'server.follow.already_trader', message: 'You are a trader already' },
  traderApplied: /*i18n*/ { id: 'server.follow.applied', message: 'Application sent. We will review it soon.' },
  traderAvatarInvalid: /*i18n*/ { id: 'server.follow.avatar_invalid', message: 'Upload an avatar image first' },
  lastAdmin: /*i18n*/ { id: 'server.admin.last_admin', message: 'At least one enabled administrator must remain' },
  operatorExists: /*i18n*/ { id: 'server.admin.operator_exists', message: 'An operator with this email already exists' },
  alreadyDecided: /*i18n*/ { id: 'server.admin.already_decided', message: 'This has already been decided' },
  decisionSaved: /*i18n*/ { id: 'server.admin.decision_saved', message: 'Decision saved' },
  configSaved: /*i18n*/ { id: 'server.admin.config_saved', message: 'Saved' },
  englishTextFirst: /*i18n*/ {
    id: 'server.content.english_first',
    message: 'Write the English text first: readers whose language has no text of its own are shown it',
  },
  ...loanMessages,
  ...queueMessages,
  ...customerCareMessages,
  ...ledgerMessages,
  ...copyTradingMessages,
  ...followControlMessages,
  ...securityMessages,
  ...safeguardMessages,
  ...signInMessages,
  ...alertMessages,
  ...tickLogMessages,
  ...protectionMessages,
  ...notifyMessages,
  ...statementMessages,
  // The back-office console: roles, the operator's own account, customers.
  roleForbidden: /*i18n*/ { id: 'server.admin.role_forbidden', message: 'Your role does not allow this' },
  accountSuspended: /*i18n*/ { id: 'server.account.suspended', message: 'This account is suspended. Please contact support.' },
  operatorPasswordWrong: /*i18n*/ { id: 'server.admin.password_wrong', message: 'The current password is wrong' },
  operatorPasswordChanged: /*i18n*/ { id: 'server.admin.password_changed', message: 'Password changed. Your other sessions were ended.' },
  sessionRevoked: /*i18n*/ { id: 'server.admin.session_revoked', message: 'Session ended' },
  customerSuspended: /*i18n*/ { id: 'server.admin.customer_suspended', message: 'Account suspended' },
  customerRestored: /*i18n*/ { id: 'server.admin.customer_restored', message: 'Account restored' },
  chatEmpty: /*i18n*/ { id: 'server.chat.empty', message: 'Write a message or attach an image' },
  chatVisitorRequired: /*i18n*/ {
    id: 'server.chat.visitor_required',
    message: 'Log in, or open the chat from the app, to write to support',
  },
  chatSent: /*i18n*/ { id: 'server.chat.sent', message: 'Message sent' },
  chatClosed: /*i18n*/ { id: 'server.chat.closed', message: 'Conversation closed' },
} satisfies Record<string, MessageDescriptor>;
