// The response envelope every API call answers with (spec sections 7 and 8).

export const CODE = {
  /** Success. */
  OK: 1,
  /** The session is missing or expired: the client clears its user and goes to /login. */
  NOT_LOGGED_IN: 999,
  /** A field of the request is missing or not valid; `msg` names the field. */
  BAD_INPUT: 1001,
  /** The path or the thing asked for does not exist (for this user). */
  NOT_FOUND: 1004,
  /** Too many requests in a window; `msg` says when to retry. */
  RATE_LIMITED: 1029,
  /** The body is larger than the server accepts. */
  TOO_LARGE: 1013,
  /** Something failed on the server; the request id in the log tells what. */
  INTERNAL: 1500,
  /** The database could not be reached or the request was interrupted by it: nothing was applied unless the same
   * Idempotency-Key says so; the same request may be sent again. */
  UNAVAILABLE: 1503,
  /** A demo user asked for something only a real account may do (spec: "only true account"). */
  ONLY_REAL_ACCOUNT: 2001,
  /** Login with an unknown account or a wrong password (deliberately not told apart). */
  WRONG_CREDENTIALS: 2002,
  /** A verification code or picture code is wrong, expired or used up. */
  CODE_INVALID: 2003,
  ALREADY_REGISTERED: 2004,
  PASSWORD_MISMATCH: 2005,
  INVITE_INVALID: 2006,
  /** Something only a demo account may do (resetting it). */
  DEMO_ONLY: 2007,
  INSUFFICIENT_FUNDS: 2008,
  WRONG_PASSWORD: 2009,
  /** Many failed logins to this account: the next one needs the picture captcha (`captcha_key`, `captcha`). */
  CAPTCHA_REQUIRED: 2040,
  /** The instrument's market is closed now. */
  MARKET_CLOSED: 3001,
  /** The instrument's last price is too old to trade on (the feed paused). */
  STALE_QUOTE: 3002,
  /** The leverage multiple is not among the instrument's, or it has none ("no multiple config"). */
  NO_MULTIPLE: 3003,
  /** Lots below the minimum or off the lot step. */
  BAD_LOTS: 3004,
  /** A stop-loss or take-profit (or a pending price) on the wrong side of the price for the direction. */
  BAD_PRICE_LEVEL: 3005,
  /** Free margin short of margin plus fee. */
  INSUFFICIENT_MARGIN: 3006,
  /** The order is not in a state that allows this (closing a closed order, cancelling a filled one). */
  ORDER_STATE: 3007,
  /** The same Idempotency-Key was sent with other parameters, or is still being answered. */
  IDEMPOTENCY_CONFLICT: 3008,
  /** A call that moves money or opens a position came without an Idempotency-Key. */
  IDEMPOTENCY_KEY_MISSING: 3009,
  /** A micro expiry that is not offered. */
  MICRO_OPTION_UNKNOWN: 3010,
  /** A micro amount below the expiry's LimitAmount. */
  MICRO_AMOUNT_TOO_SMALL: 3011,
  /** The market closes before the micro order would expire. */
  MICRO_EXPIRES_AFTER_CLOSE: 3012,
  /** An operator halted trading in the instrument, or took it off the list: no new orders (closing stays open). */
  INSTRUMENT_HALTED: 3013,
  /** A market order's fill tick is further from the price the user saw than the maximum deviation they allowed. */
  PRICE_DEVIATION: 3014,
  /** A trailing stop's distance that is not positive or is finer than the instrument's price step. */
  BAD_TRAILING_DISTANCE: 3015,
  /** A pending order's expiry in the past or more than 6 months ahead (or on a market order). */
  BAD_EXPIRY: 3016,
  /** A partial close of more lots than are open, off the lot step, or leaving less than the minimum open. */
  BAD_CLOSE_LOTS: 3017,
  /** close_all found no holding position of the kind asked. */
  NOTHING_TO_CLOSE: 3018,
  /** A price proof that cannot be given (yet): an order not settled, a minute of the tick log not signed yet, or a
   * trade settled before the signed log began (issue 37). */
  NO_TICK_PROOF: 3019,
  /** A transfer from an account to itself. */
  SAME_ACCOUNT: 4001,
  /** A currency, bank account or payout method that is disabled, or does not go with the others chosen. */
  WALLET_UNAVAILABLE: 4002,
  /** A withdrawal whose fee takes the whole amount. */
  FEE_EXCEEDS_AMOUNT: 4003,
  /** A deposit, withdrawal or identity check that an operator already decided. */
  ALREADY_DECIDED: 4004,
  /** An upload that is not a JPEG, PNG or WebP image, or whose bytes do not hold together. */
  UPLOAD_REJECTED: 4005,
  /** A real-name submission while one waits for review or after verification. */
  IDENTITY_STATE: 4006,
  /** A fund that is disabled or does not exist for subscribing. */
  FUND_UNAVAILABLE: 6001,
  /** An amount outside the fund's minimum, maximum or total maximum per user. */
  FUND_LIMIT: 6002,
  /** A subscription not in a state that allows this (redeeming one that is not in progress). */
  FUND_STATE: 6003,
  /** Copy trading: the trader does not exist or is not approved (or is the caller). */
  FOLLOW_TRADER_UNAVAILABLE: 7001,
  /** A copy ratio that is not offered. */
  FOLLOW_MULTIPLE: 7002,
  /** A max_amount that is zero, negative, over-precise, absurd or above the caller's contract balance. */
  FOLLOW_AMOUNT: 7003,
  /** Cancelling a follow that is not active. */
  FOLLOW_STATE: 7004,
  /** A trader application while one waits, or from a trader already. */
  TRADER_APPLICATION_STATE: 7005,
  /** A follow's controls (issue 36) that are out of range or contradict each other (common/follow-controls.ts). */
  FOLLOW_CONTROLS: 7006,
  /** A new follow of a trader who takes none now: risk 8 or above, or a simulated trader for a real account. */
  FOLLOW_REFUSED: 7007,
  /** The operator's role does not allow this back-office call (declared with the call in common/api). */
  ROLE_FORBIDDEN: 8001,
  /** The customer's account is suspended by an operator: no sign-in, no session. */
  ACCOUNT_SUSPENDED: 8002,
  /** An operator's own password change with a wrong current password, or a new one too short. */
  OPERATOR_PASSWORD: 8003,
  /** A change that would leave no enabled admin operator (disabling or demoting the last one), or an operator's
   * e-mail that another operator already has. */
  OPERATOR_STATE: 8004,
  /** A payout above the four-eyes threshold that this operator approved first: another operator must approve it. */
  SECOND_APPROVER_NEEDED: 8005,
  /** A payout to a customer an operator flagged "do not pay out" (common/customer-care.ts): clear the flag first. */
  PAYOUT_BLOCKED: 8006,
  /** A queue's request another operator holds (claimed or was assigned): it is taken over first, on purpose. */
  QUEUE_HELD: 8010,
  /** A sign-in whose password was right, from a device not seen before, of an account with a second factor: the
   * envelope's data is the challenge ({ challenge_id, factors }) that POST /api/user/login_second_factor completes. */
  SECOND_FACTOR_NEEDED: 9001,
  /** A sensitive call without a valid step-up token for this user and this kind of action ("confirm it is you"):
   * nothing was changed; confirm with a second factor (POST /api/security/step_up) and send the call again. */
  STEP_UP_REQUIRED: 9002,
  /** A second factor that is not in a state that allows this (setting up the authenticator app while it is on,
   * enabling one that was not set up, turning off one that is off). */
  SECOND_FACTOR_STATE: 9003,
  /** A withdrawal a safeguard refuses (issue 33): a payout method added less than 24 hours ago, one not on the
   * allow-list while that mode is on, or withdrawals locked after a security change or suspended after the allow-list
   * was turned off. The message says why and until when; nothing was changed. */
  WITHDRAWAL_SAFEGUARD: 9004,
  /** The account is frozen (by its owner, from the app or a security email): withdrawals, transfers, new orders and
   * new follows are refused until an operator unfreezes it. Nothing was changed. */
  ACCOUNT_FROZEN: 9005,
  /** Client protection (issue 38, common/protection.ts). The country of residence is set already: it changes only
   * through support. */
  RESIDENCE_SET: 9501,
  /** A leverage multiple above the cap the client's rule set puts on retail clients for the instrument's class. */
  LEVERAGE_CAPPED: 9502,
  /** Short-expiry options are not offered to retail clients of the client's rule set. */
  OPTIONS_NOT_OFFERED: 9503,
  /** Copy trading is not offered to the client's rule set. */
  COPY_TRADING_NOT_OFFERED: 9504,
  /** The customer's own loss limit: the order could take the period's losses past it. The message says when the
   * period ends. */
  LOSS_LIMIT: 9505,
  /** The customer's own deposit limit; the message says when the period ends. */
  DEPOSIT_LIMIT: 9506,
  /** A cool-off the customer took: no trading, deposits or copy following until it ends (the message says when). */
  COOLING_OFF: 9507,
  /** Self-exclusion: the account may only withdraw and close positions, until it ends (or indefinitely). */
  SELF_EXCLUDED: 9508,
  /** A limit change that is not allowed now: loosening during a cool-off or self-exclusion, a second cool-off. */
  LIMIT_CHANGE: 9509,
  /** An operator's rule set that cannot be saved: a cap below every multiple the class's instruments offer, a
   * country in another set, the default set's countries or removal. */
  RULE_SET: 9510,
  /** A statement's period that cannot be had (issue 39): ending before it starts, longer than a year, ending after
   * today, or before the account was opened. */
  STATEMENT_PERIOD: 9601,
} as const;

/** One of CODE, or a business code a later area defines. */
export type Code = number;

export interface Envelope<T = unknown> {
  code: Code;
  msg: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number' && 'msg' in value;
}
