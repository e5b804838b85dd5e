import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { OPERATOR_SOCKET_PATH } from '../../../common/operator-socket';
import { SOCKET_PATH } from '../../../common/socket';
import { CODE } from '../../../common/envelope';
import { formText, validInput, type Params } from '../helpers/api-samples';
import { contractCalls, routeKey } from '../helpers/contract-endpoints';
import { routesOf } from '../helpers/route-recorder';
import { assertLedgerInvariants } from '../helpers/invariants';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { testApp, type TestApp } from '../helpers/test-app';
import { buildWorld, type Owner, type World } from '../helpers/world';

// The authorization sweep. Every route the built app registers (recorded with Fastify's onRoute hook) must be
// classified in GUARDS below: a new route missing from the table fails the first test. Each route is then called
// with no token, a garbage token, an operator's token on user calls, a user's token on the back office and a demo
// token where only a real account may act; every id-taking call is tried by one user with the other's ids. Each
// refusal must carry the right code and change nothing.

const registered = vi.hoisted(() => new Set<string>());

vi.mock('fastify', async (importOriginal) =>
  (await import('../helpers/route-recorder')).recordingFastify(await importOriginal(), registered),
);

/** One user calls with another's id in `param`: refused with `code`. */
interface IdProbe {
  param: string;
  /** The other user's value for the param. */
  of: (owner: Owner) => string | number;
  code: number;
}

type Guard =
  /** Anyone: a token, good or bad, does not change that it answers (never 999). */
  | { kind: 'public' }
  /** A user session; `ids` lists the probes with another user's ids, or says why the call takes none. */
  | { kind: 'user'; ids: IdProbe[] | string }
  /** A user session of a real (not demo) account: a demo token is refused with 2001. */
  | { kind: 'real'; ids: IdProbe[] | string }
  /** A demo session only (resetting the demo account): a real user is refused with 2007. */
  | { kind: 'demo-only' }
  /** An operator session (the back office): user tokens are refused with 999. */
  | { kind: 'operator' }
  /** The websocket: it logs in by a frame, not by a header (swept by its own test below). */
  | { kind: 'socket' }
  /** The console's websocket: an operator session by a frame; user tokens get 999 (its own test below). */
  | { kind: 'operator-socket' }
  /** Not an API call of the contract: tested elsewhere, for the reason given. */
  | { kind: 'excluded'; reason: string };

const NO_IDS = 'takes no id of a thing a user owns: answers about the caller only';
const orderId = (code: number, pick: (owner: Owner) => number): IdProbe[] => [{ param: 'id', of: pick, code }];

const GUARDS: Readonly<Record<string, Guard>> = {
  'GET /api/health': { kind: 'public' },
  'GET /api/default/area_list': { kind: 'public' },
  'GET /api/common/captcha': { kind: 'public' },
  'GET /api/common/start': { kind: 'public' },
  'GET /api/basicSet/getBasicInfo': { kind: 'public' },
  'GET /api/default/setting': { kind: 'public' },
  'POST /api/notify/send_email': { kind: 'public' },
  'POST /api/notify/send_sms': { kind: 'public' },
  'POST /api/user/register': { kind: 'public' },
  'POST /api/user/loginForU': { kind: 'public' },
  'POST /api/user/login_second_factor': { kind: 'public' },
  'GET /api/user/createAccountDemoForU': { kind: 'public' },
  'POST /api/user/forget_password': { kind: 'public' },
  'GET /v2/api/forex/trade_list': { kind: 'public' },
  'GET /v2/api/forex/getCategories': { kind: 'public' },
  'GET /v2/api/forex/kline': { kind: 'public' },
  'GET /v2/api/forex/abbreviated_cache_kline': { kind: 'public' },
  'GET /v2/api/forex/search': { kind: 'public' },
  'GET /v2/api/micro/get_seconds': { kind: 'public' },
  'POST /admin/api/login': { kind: 'public' },
  'POST /admin/api/login_second_factor': { kind: 'public' },
  'GET /api/news/list': { kind: 'public' },
  'GET /api/news/info': { kind: 'public' },
  'GET /api/company/getCompany': { kind: 'public' },
  'GET /api/company/getCompanyStatus': { kind: 'public' },
  'GET /api/company/search': { kind: 'public' },
  'GET /api/company/email': { kind: 'public' },
  // The support chat answers a session or a guest's device id; a user never reaches another's thread (tests/server/chat).
  'POST /api/chat/messages': { kind: 'public' },
  'POST /api/chat/unread': { kind: 'public' },
  'POST /api/chat/send': { kind: 'public' },
  'GET /api/common/announcement': { kind: 'public' },

  'GET /api/user/info': { kind: 'user', ids: NO_IDS },
  'GET /api/user/get_profits': { kind: 'user', ids: NO_IDS },
  'POST /api/user/logout': { kind: 'user', ids: NO_IDS },
  'GET /v2/api/main/wallet/getBalance': { kind: 'user', ids: NO_IDS },
  'GET /v2/api/main/accountLog/list': { kind: 'user', ids: NO_IDS },
  'GET /v2/api/main/accountLog/forexChange': { kind: 'user', ids: NO_IDS },
  'GET /api/account/transfer_log': { kind: 'user', ids: NO_IDS },
  'GET /api/quickCharge/info': { kind: 'user', ids: "the house's deposit currencies and bank accounts, the same for everyone" },
  'GET /api/quickCharge/symbols': { kind: 'user', ids: "the house's deposit currencies, the same for everyone" },
  'GET /api/quickCharge/wire_info': { kind: 'user', ids: "bank_coin is a house currency id, not a user's" },
  'GET /api/quickCharge/quick_ist': { kind: 'user', ids: NO_IDS },
  'GET /api/user_real/center': { kind: 'user', ids: NO_IDS },
  'GET /api/account/draw_symbol_list': { kind: 'user', ids: "the house's payout currencies" },
  'GET /api/wallet/get_draw_method': { kind: 'user', ids: "draw_id is a house currency id; the list is the caller's own (checked below)" },
  'GET /api/account/draw_list': { kind: 'user', ids: NO_IDS },
  'GET /v2/api/forex/my_deal': { kind: 'user', ids: NO_IDS },
  'GET /v2/api/main/account/forexDetail': { kind: 'user', ids: NO_IDS },
  'GET /v2/api/micro/orders': { kind: 'user', ids: NO_IDS },
  'GET /v2/api/forex/submit': { kind: 'user', ids: 'forex_id is an instrument, the same for everyone' },
  'GET /v2/api/micro/submit': { kind: 'user', ids: 'forex_id is an instrument, the same for everyone' },
  'GET /v2/api/forex/close': { kind: 'user', ids: orderId(CODE.NOT_FOUND, (owner) => owner.holding) },
  'GET /v2/api/forex/close_all': { kind: 'user', ids: "takes no id: closes the caller's own positions only" },
  'GET /v2/api/forex/cancel_trade': { kind: 'user', ids: orderId(CODE.NOT_FOUND, (owner) => owner.pending) },
  'GET /v2/api/forex/set_stop_price': { kind: 'user', ids: orderId(CODE.NOT_FOUND, (owner) => owner.holding) },
  'POST /api/common/image_upload': { kind: 'user', ids: 'takes a file, no id' },
  'GET /v2/api/forex/watchlist': { kind: 'user', ids: NO_IDS },
  'POST /v2/api/forex/set_watchlist': {
    kind: 'user',
    ids: "forex_id is an instrument, the same for everyone; the list changed is the caller's own",
  },
  'GET /api/fund/list': { kind: 'user', ids: NO_IDS },
  'GET /api/fund/info': { kind: 'user', ids: 'id is a fund, the same for everyone' },
  // Demo users may subscribe with demo money: the spec does not keep them out.
  'GET /api/fund/buy': { kind: 'user', ids: 'id is a fund, the same for everyone' },
  'GET /api/fund/subList': { kind: 'user', ids: NO_IDS },
  'GET /api/fund/insList': { kind: 'user', ids: [{ param: 'sub_id', of: (owner) => owner.subscription, code: CODE.NOT_FOUND }] },
  'GET /api/fund/applyRefund': { kind: 'user', ids: [{ param: 'sub_id', of: (owner) => owner.subscription, code: CODE.NOT_FOUND }] },

  'POST /api/user/amend_password': { kind: 'real', ids: NO_IDS },
  'GET /api/user/invite_list': { kind: 'real', ids: NO_IDS },
  'POST /api/account/transfer': { kind: 'real', ids: "moves between the caller's own accounts, named by type" },
  'POST /api/quickCharge/submit': { kind: 'real', ids: [{ param: 'proofImg', of: (owner) => owner.upload, code: CODE.BAD_INPUT }] },
  'POST /api/quickCharge/wire_submit': { kind: 'real', ids: [{ param: 'proofImg', of: (owner) => owner.upload, code: CODE.BAD_INPUT }] },
  'POST /api/user_real/real_name': {
    kind: 'real',
    ids: [
      { param: 'front_pic', of: (owner) => owner.upload, code: CODE.BAD_INPUT },
      { param: 'reverse_pic', of: (owner) => owner.upload, code: CODE.BAD_INPUT },
    ],
  },
  'POST /api/wallet/bind_draw_method': { kind: 'real', ids: 'draw_id is a house currency id' },
  'POST /api/wallet/del_draw_method': { kind: 'real', ids: [{ param: 'id', of: (owner) => owner.method, code: CODE.NOT_FOUND }] },
  'POST /api/account/draw': { kind: 'real', ids: [{ param: 'draw_method_id', of: (owner) => owner.method, code: CODE.NOT_FOUND }] },
  // Loans: a demo account can never borrow, so every call is a real account's (spec section 8: only true account).
  'GET /api/loan/info': { kind: 'real', ids: NO_IDS },
  'POST /api/loan/kyc_submit': { kind: 'real', ids: [{ param: 'hand_pic', of: (owner) => owner.upload, code: CODE.BAD_INPUT }] },
  'GET /api/loan/loan_config': { kind: 'real', ids: "the house's loan terms, the same for everyone" },
  'GET /api/loan/config_info': { kind: 'real', ids: 'id is a loan config, the same for everyone' },
  'GET /api/loan/get_date': { kind: 'real', ids: NO_IDS },
  'GET /api/loan/loan_agreement': { kind: 'real', ids: 'config_id is a loan config; the agreement names the caller' },
  'POST /api/loan/loan_submit': { kind: 'real', ids: [{ param: 'sign', of: (owner) => owner.upload, code: CODE.BAD_INPUT }] },
  'GET /api/loan/loan_list': { kind: 'real', ids: NO_IDS },
  'GET /api/loan/loan_info': { kind: 'real', ids: [{ param: 'id', of: (owner) => owner.loan, code: CODE.NOT_FOUND }] },
  'GET /api/loan/repayment_info': { kind: 'real', ids: [{ param: 'loan_id', of: (owner) => owner.loan, code: CODE.NOT_FOUND }] },
  'GET /api/loan/repayment_accounts': { kind: 'real', ids: "the house's repayment accounts, the same for everyone" },
  'POST /api/loan/repayment': {
    kind: 'real',
    ids: [
      { param: 'loan_id', of: (owner) => owner.loan, code: CODE.NOT_FOUND },
      { param: 'proofImg', of: (owner) => owner.upload, code: CODE.BAD_INPUT },
    ],
  },
  'POST /api/loan/repayment_balance': { kind: 'real', ids: [{ param: 'loan_id', of: (owner) => owner.loan, code: CODE.NOT_FOUND }] },

  'GET /v2/api/main/user/resetForexDemoAccount': { kind: 'demo-only' },

  // Account security (issue 33): a demo account has no second factor; every call is about the caller's own account.
  'GET /api/security/overview': { kind: 'real', ids: NO_IDS },
  'POST /api/security/totp/setup': { kind: 'real', ids: NO_IDS },
  'POST /api/security/totp/enable': { kind: 'real', ids: NO_IDS },
  'POST /api/security/totp/disable': { kind: 'real', ids: NO_IDS },
  'POST /api/security/recovery/regenerate': { kind: 'real', ids: NO_IDS },
  'POST /api/security/step_up': { kind: 'real', ids: NO_IDS },
  'GET /api/security/log': { kind: 'real', ids: NO_IDS },
  'GET /api/security/sessions': { kind: 'real', ids: NO_IDS },
  // Passkeys: the caller's own. Signing in with one is public.
  'POST /api/security/passkey/options': { kind: 'real', ids: NO_IDS },
  'POST /api/security/passkey/register': { kind: 'real', ids: NO_IDS },
  'POST /api/security/passkey/remove': {
    kind: 'real',
    ids: "a passkey's id: another user's answers not found, probed with a real passkey in tests/server/security/passkey-routes.test.ts (the world holds none)",
  },
  'POST /api/user/passkey_login_options': { kind: 'public' },
  'POST /api/user/passkey_login': { kind: 'public' },
  'POST /api/security/sessions/end': { kind: 'real', ids: [{ param: 'id', of: (owner) => owner.session, code: CODE.NOT_FOUND }] },
  // Safeguards (issue 33): the caller's own account; a payout method of another user's is not found. The freeze link
  // needs no session (the link is the proof), and unfreezing is an operator's.
  'POST /api/security/allow_list': { kind: 'real', ids: NO_IDS },
  // Client protection (issue 38): the profile is every user's own (a demo account has one: the default set's rules);
  // the warning is for anyone; limits are a real account's own.
  'GET /api/user/profile': { kind: 'user', ids: NO_IDS },
  'POST /api/user/residence': { kind: 'user', ids: NO_IDS },
  'GET /api/risk/warning': { kind: 'public' },
  'GET /api/limits': { kind: 'real', ids: NO_IDS },
  'POST /api/limits': { kind: 'real', ids: NO_IDS },
  'POST /api/limits/session_reminder': { kind: 'real', ids: NO_IDS },
  'POST /api/limits/cool_off': { kind: 'real', ids: NO_IDS },
  'POST /api/limits/self_exclude': { kind: 'real', ids: NO_IDS },
  'POST /api/security/payout_allow': {
    kind: 'real',
    ids: [{ param: 'draw_method_id', of: (owner) => owner.method, code: CODE.NOT_FOUND }],
  },
  'POST /api/security/anti_phishing': { kind: 'real', ids: NO_IDS },
  'POST /api/security/freeze': { kind: 'real', ids: NO_IDS },
  'GET /api/security/freeze_link': { kind: 'public' },

  // The inbox (issue 34): every signed-in user's, demo accounts too, about the caller's own entries only. Another
  // user's entry ids are passed over without a word rather than refused (tests/server/notify/inbox-routes.test.ts).
  'GET /api/notify/inbox': { kind: 'user', ids: NO_IDS },
  'GET /api/notify/unread_count': { kind: 'user', ids: NO_IDS },
  'POST /api/notify/read': {
    kind: 'user',
    ids: "entry ids: another user's are passed over, not refused, and left unread (tests/server/notify/inbox-routes.test.ts)",
  },
  // Notification settings and push devices (issue 34): the caller's own; another user's device id removes nothing
  // (tests/server/notify/web-push.test.ts).
  'GET /api/notify/settings': { kind: 'user', ids: NO_IDS },
  'POST /api/notify/settings': { kind: 'user', ids: NO_IDS },
  'GET /api/notify/vapid_key': { kind: 'user', ids: NO_IDS },
  'POST /api/notify/push_subscribe': { kind: 'user', ids: NO_IDS },
  'POST /api/notify/push_unsubscribe': {
    kind: 'user',
    ids: "a device's id: another user's is passed over (removed: false), nothing changed (tests/server/notify/web-push.test.ts)",
  },
  // Price alerts (issue 34): every signed-in user's, demo accounts too; another user's alert is not found, nothing
  // changed (tests/server/alert/alert-calls.test.ts).
  'GET /api/alert/list': { kind: 'user', ids: NO_IDS },
  'POST /api/alert/create': { kind: 'user', ids: 'forex_id is an instrument, the same for everyone' },
  'POST /api/alert/update': {
    kind: 'user',
    ids: "an alert's id: another user's answers not found (tests/server/alert/alert-calls.test.ts)",
  },
  'POST /api/alert/delete': {
    kind: 'user',
    ids: "an alert's id: another user's answers not found (tests/server/alert/alert-calls.test.ts)",
  },

  // The signed tick log (issue 37): its key, checkpoints and ticks are for anyone; a proof or a replay is of the
  // caller's own order or option only, demo accounts' too.
  'GET /api/ticks/public_key': { kind: 'public' },
  'GET /api/ticks/checkpoint/latest': { kind: 'public' },
  'GET /api/ticks/checkpoint': { kind: 'public' },
  'GET /api/ticks/download': { kind: 'public' },
  'GET /api/ticks/proof': { kind: 'user', ids: [{ param: 'order_id', of: (owner) => owner.holding, code: CODE.NOT_FOUND }] },
  'GET /api/ticks/replay': { kind: 'user', ids: [{ param: 'order_id', of: (owner) => owner.holding, code: CODE.NOT_FOUND }] },

  // A statement (issue 39) is of the caller's own accounts, a demo account's too: it names no one else's.
  'GET /api/statement/account': { kind: 'user', ids: NO_IDS },
  // The trade history and the tax-year summary (issue 39), likewise the caller's own.
  'GET /api/statement/trades': { kind: 'user', ids: NO_IDS },
  'GET /api/statement/tax_year': { kind: 'user', ids: NO_IDS },
  // The check of a statement's digest is for whoever the customer handed the statement to: it names no one.
  'GET /api/statement/verify': { kind: 'public' },

  'GET /admin/api/me': { kind: 'operator' },
  'POST /admin/api/logout': { kind: 'operator' },
  'GET /admin/api/wallet/charges': { kind: 'operator' },
  'POST /admin/api/wallet/charges/decide': { kind: 'operator' },
  'GET /admin/api/wallet/withdrawals': { kind: 'operator' },
  'POST /admin/api/wallet/withdrawals/decide': { kind: 'operator' },
  'GET /admin/api/wallet/identities': { kind: 'operator' },
  'POST /admin/api/wallet/identities/decide': { kind: 'operator' },
  'GET /admin/api/wallet/decisions': { kind: 'operator' },
  'GET /admin/api/wallet/collect_currencies': { kind: 'operator' },
  'POST /admin/api/wallet/collect_currencies/save': { kind: 'operator' },
  'GET /admin/api/wallet/bank_accounts': { kind: 'operator' },
  'POST /admin/api/wallet/bank_accounts/save': { kind: 'operator' },
  'GET /admin/api/wallet/withdraw_currencies': { kind: 'operator' },
  'POST /admin/api/wallet/withdraw_currencies/save': { kind: 'operator' },
  'GET /admin/api/fund/funds': { kind: 'operator' },
  'POST /admin/api/fund/funds/save': { kind: 'operator' },
  'GET /admin/api/fund/subscriptions': { kind: 'operator' },
  'POST /admin/api/fund/refunds/decide': { kind: 'operator' },
  'GET /admin/api/loan/kycs': { kind: 'operator' },
  'POST /admin/api/loan/kycs/decide': { kind: 'operator' },
  'GET /admin/api/loan/configs': { kind: 'operator' },
  'POST /admin/api/loan/configs/save': { kind: 'operator' },
  'GET /admin/api/loan/repayment_accounts': { kind: 'operator' },
  'POST /admin/api/loan/repayment_accounts/save': { kind: 'operator' },
  'GET /admin/api/loan/loans': { kind: 'operator' },
  'POST /admin/api/loan/loans/decide': { kind: 'operator' },
  'GET /admin/api/loan/repayments': { kind: 'operator' },
  'POST /admin/api/loan/repayments/decide': { kind: 'operator' },
  'GET /admin/api/news/list': { kind: 'operator' },
  'GET /admin/api/news/info': { kind: 'operator' },
  'POST /admin/api/news/create': { kind: 'operator' },
  'POST /admin/api/news/edit': { kind: 'operator' },
  'POST /admin/api/news/publish': { kind: 'operator' },
  'POST /admin/api/news/unpublish': { kind: 'operator' },
  'GET /admin/api/company/list': { kind: 'operator' },
  'POST /admin/api/company/save': { kind: 'operator' },
  'GET /admin/api/me/sessions': { kind: 'operator' },
  'POST /admin/api/me/password': { kind: 'operator' },
  'POST /admin/api/me/sessions/revoke': { kind: 'operator' },
  'GET /admin/api/console/dashboard': { kind: 'operator' },
  'GET /admin/api/console/dashboard/money': { kind: 'operator' },
  'GET /admin/api/console/queue_counts': { kind: 'operator' },
  'GET /admin/api/wallet/charges/detail': { kind: 'operator' },
  'GET /admin/api/wallet/withdrawals/detail': { kind: 'operator' },
  'GET /admin/api/wallet/identities/detail': { kind: 'operator' },
  'GET /admin/api/fund/subscriptions/detail': { kind: 'operator' },
  'GET /admin/api/customers': { kind: 'operator' },
  'GET /admin/api/customers/detail': { kind: 'operator' },
  'GET /admin/api/customers/records': { kind: 'operator' },
  'GET /admin/api/customers/sessions': { kind: 'operator' },
  'GET /admin/api/customers/security_log': { kind: 'operator' },
  'GET /admin/api/customers/notifications': { kind: 'operator' },
  'GET /admin/api/notify/delivery_figures': { kind: 'operator' },
  'POST /admin/api/customers/sessions/revoke': { kind: 'operator' },
  'POST /admin/api/customers/suspend': { kind: 'operator' },
  'POST /admin/api/customers/unfreeze': { kind: 'operator' },
  'GET /admin/api/customers/notes': { kind: 'operator' },
  'POST /admin/api/customers/notes/add': { kind: 'operator' },
  'GET /admin/api/customers/flags': { kind: 'operator' },
  'GET /admin/api/protection/rule_sets': { kind: 'operator' },
  'POST /admin/api/protection/rule_sets/save': { kind: 'operator' },
  'POST /admin/api/protection/rule_sets/delete': { kind: 'operator' },
  'GET /admin/api/protection/customer': { kind: 'operator' },
  'POST /admin/api/protection/residence': { kind: 'operator' },
  'POST /admin/api/protection/category': { kind: 'operator' },
  'GET /admin/api/protection/risk_figures': { kind: 'operator' },
  'POST /admin/api/protection/risk_figures/recompute': { kind: 'operator' },
  'POST /admin/api/customers/flags/save': { kind: 'operator' },
  'GET /admin/api/wallet/adjustments': { kind: 'operator' },
  'GET /admin/api/wallet/adjustments/detail': { kind: 'operator' },
  'POST /admin/api/wallet/adjustments/create': { kind: 'operator' },
  'POST /admin/api/wallet/adjustments/decide': { kind: 'operator' },
  'POST /admin/api/wallet/adjustments/claim': { kind: 'operator' },
  'GET /admin/api/wallet/adjustments/export': { kind: 'operator' },
  'POST /admin/api/wallet/charges/claim': { kind: 'operator' },
  'GET /admin/api/wallet/charges/export': { kind: 'operator' },
  'POST /admin/api/wallet/withdrawals/claim': { kind: 'operator' },
  'GET /admin/api/wallet/withdrawals/export': { kind: 'operator' },
  'POST /admin/api/wallet/identities/claim': { kind: 'operator' },
  'GET /admin/api/wallet/identities/export': { kind: 'operator' },
  'POST /admin/api/fund/subscriptions/claim': { kind: 'operator' },
  'GET /admin/api/fund/subscriptions/export': { kind: 'operator' },
  'POST /admin/api/loan/kycs/claim': { kind: 'operator' },
  'GET /admin/api/loan/kycs/export': { kind: 'operator' },
  'POST /admin/api/loan/loans/claim': { kind: 'operator' },
  'GET /admin/api/loan/loans/export': { kind: 'operator' },
  'POST /admin/api/loan/repayments/claim': { kind: 'operator' },
  'GET /admin/api/loan/repayments/export': { kind: 'operator' },
  'POST /admin/api/follow/applications/claim': { kind: 'operator' },
  'GET /admin/api/follow/applications/export': { kind: 'operator' },
  'POST /admin/api/wallet/charges/bulk_approve': { kind: 'operator' },
  'GET /admin/api/operators': { kind: 'operator' },
  'GET /admin/api/audit': { kind: 'operator' },
  'GET /admin/api/audit/export': { kind: 'operator' },
  'GET /admin/api/settings': { kind: 'operator' },
  'GET /admin/api/micro/options': { kind: 'operator' },
  'POST /admin/api/micro/options/save': { kind: 'operator' },
  'POST /admin/api/settings/save': { kind: 'operator' },
  'GET /admin/api/instruments': { kind: 'operator' },
  'POST /admin/api/instruments/save': { kind: 'operator' },
  'GET /admin/api/operators/accounts': { kind: 'operator' },
  'POST /admin/api/operators/create': { kind: 'operator' },
  'POST /admin/api/operators/update': { kind: 'operator' },
  'POST /admin/api/operators/reset_password': { kind: 'operator' },
  'POST /admin/api/operators/reset_second_factor': { kind: 'operator' },

  'GET /api/loan/agreement_pdf': {
    kind: 'excluded',
    reason: 'not a contract call (serves a PDF, not an envelope): swept in tests/server/loan/loan-pdf.test.ts',
  },
  'GET /api/follow/list': { kind: 'user', ids: NO_IDS },
  'GET /api/follow/trader_list': { kind: 'public' },
  'GET /api/follow/trader_detail': { kind: 'public' },
  'GET /api/follow/rank': { kind: 'public' },
  'POST /api/follow/apply_trader': { kind: 'real', ids: [{ param: 'avatar', of: (owner) => owner.upload, code: CODE.BAD_INPUT }] },
  'GET /api/follow/apply_status': { kind: 'user', ids: NO_IDS },
  'POST /api/follow/follow_trader': {
    kind: 'user',
    ids: "trader_id is a trader card, public to everyone; the follow made is the caller's own",
  },
  'POST /api/follow/canal_follow': { kind: 'user', ids: "trader_id is public; only the caller's own follow of that trader is ended" },
  'POST /api/follow/update_follow': { kind: 'user', ids: "trader_id is public; only the caller's own follow of that trader changes" },
  'POST /api/follow/pause': { kind: 'user', ids: "trader_id is public; only the caller's own follow of that trader is paused" },
  'POST /api/follow/resume': { kind: 'user', ids: "trader_id is public; only the caller's own follow of that trader resumes" },
  'POST /api/follow/close_copies': { kind: 'user', ids: "trader_id is public; only the caller's own copies of that trader close" },
  'GET /api/follow/followed_trader': { kind: 'user', ids: NO_IDS },
  'GET /api/follow/my_follower': { kind: 'user', ids: NO_IDS },
  'GET /api/follow/copy_skipped': { kind: 'user', ids: "trader_id is public; only the caller's own skipped copies are listed" },
  'GET /v2/api/forex/my_deal_follow_order': {
    kind: 'user',
    ids: [{ param: 'follower_user_id', of: (owner) => owner.userId, code: CODE.NOT_FOUND }],
  },
  'GET /admin/api/follow/applications': { kind: 'operator' },
  'POST /admin/api/follow/applications/decide': { kind: 'operator' },
  'GET /api/follow/avatar/:id': {
    kind: 'excluded',
    reason: "not a contract call (serves an approved trader's avatar to anyone): tested in tests/server/follow",
  },
  'GET /admin/api/chat/list': { kind: 'operator' },
  'GET /admin/api/chat/detail': { kind: 'operator' },
  'POST /admin/api/chat/reply': { kind: 'operator' },
  'POST /admin/api/chat/close': { kind: 'operator' },
  'GET /admin/api/loan/kycs/detail': { kind: 'operator' },
  'GET /admin/api/loan/loans/detail': { kind: 'operator' },
  'GET /admin/api/loan/repayments/detail': { kind: 'operator' },
  'GET /admin/api/follow/applications/detail': { kind: 'operator' },

  'GET /chat/frame': { kind: 'excluded', reason: 'the support chat frame page: static, no visitor data; tests/server/chat/frame.test.ts' },
  'GET /chat/frame.js': { kind: 'excluded', reason: 'the support chat frame script: static; tests/server/chat/frame.test.ts' },
  'GET /chat/frame.css': { kind: 'excluded', reason: 'the support chat frame styles: static; tests/server/chat/frame.test.ts' },
  'GET /api/common/upload/:name': {
    kind: 'excluded',
    reason: 'not a contract call (serves a file, not an envelope): swept by its own test below',
  },
  'GET /v2/ws': { kind: 'socket' },
  'GET /admin/ws': { kind: 'operator-socket' },
};

let app: TestApp;
let world: World;
const GARBAGE = 'garbage-token-0123456789abcdef';
const tally = { requests: 0 };

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1_000_000 });
  world = await buildWorld(app);
});
afterAll(() => app.close());

interface Answer {
  status: number;
  code: number;
  msg: string;
}

async function send(key: string, params: Params, token: string | null): Promise<Answer> {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  const headers: Record<string, string> = { lang: 'en', 'idempotency-key': randomUUID() };
  if (token) headers.authorization = token;
  const body = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, formText(value)])).toString();
  const call = contractCalls().find((candidate) => routeKey(candidate.endpoint.method, candidate.endpoint.path) === key);
  const json = call?.endpoint.encoding === 'json' && method === 'POST';
  const response =
    method === 'GET'
      ? await app.http.inject({ method, url: body ? `${path}?${body}` : path, headers })
      : await app.http.inject({
          method,
          url: path,
          headers: { ...headers, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
          payload: json ? JSON.stringify(params) : body,
        });
  tally.requests += 1;
  // A call that answers a file (the tick download) succeeds with the file, not an envelope; its refusals are envelopes.
  const disposition = response.headers['content-disposition'];
  if (response.statusCode === 200 && typeof disposition === 'string' && disposition.startsWith('attachment;')) {
    return { status: response.statusCode, code: 1, msg: disposition };
  }
  const parsed = response.json<{ code: number; msg: string }>();
  return { status: response.statusCode, code: parsed.code, msg: parsed.msg };
}

/** Sends the call and requires the refusal `code`, with a message, and no change to any watched table. */
async function expectRefused(key: string, params: Params, token: string | null, code: number, who: string): Promise<void> {
  const before = await fingerprint(app.database.db);
  const answer = await send(key, params, token);
  const request = `${key} ${JSON.stringify(params)} as ${who}`;
  expect(answer.status, request).toBeLessThan(500);
  expect(answer.code, `${request}: ${answer.msg}`).toBe(code);
  expect(answer.msg, request).not.toBe('');
  expect(changedTables(before, await fingerprint(app.database.db)), request).toEqual([]);
}

describe('the route table', () => {
  it('classifies every route the app registers, and names no route that does not exist', () => {
    const routes = routesOf(registered);
    const missing = routes.filter((route) => !(route in GUARDS));
    expect(missing, 'routes missing from the authorization sweep: classify them in GUARDS').toEqual([]);
    const stale = Object.keys(GUARDS).filter((route) => !routes.includes(route));
    expect(stale, 'GUARDS names routes the app no longer has').toEqual([]);
    // Every call of the contract is a registered route.
    for (const call of contractCalls()) expect(routes).toContain(routeKey(call.endpoint.method, call.endpoint.path));
  });
});

describe('every route refuses the wrong caller', () => {
  it('answers 999 without a session, with a garbage one, and across the user / back-office line', async () => {
    for (const call of contractCalls()) {
      const key = routeKey(call.endpoint.method, call.endpoint.path);
      const guard = GUARDS[key]!;
      const params = validInput(key, world.alice);
      if (guard.kind === 'public') {
        for (const token of [null, GARBAGE, world.operator, world.alice.token]) {
          const answer = await send(key, params, token);
          expect(answer.status, key).toBeLessThan(500);
          expect(answer.code, `${key}: a public call must not ask for a session`).not.toBe(CODE.NOT_LOGGED_IN);
        }
        continue;
      }
      await expectRefused(key, params, null, CODE.NOT_LOGGED_IN, 'nobody');
      await expectRefused(key, params, GARBAGE, CODE.NOT_LOGGED_IN, 'a garbage token');
      await expectRefused(key, params, `Bearer ${GARBAGE}`, CODE.NOT_LOGGED_IN, 'a garbage bearer token');
      if (guard.kind === 'operator') {
        await expectRefused(key, params, world.alice.token, CODE.NOT_LOGGED_IN, 'a real user');
        await expectRefused(key, params, world.demo.token, CODE.NOT_LOGGED_IN, 'a demo user');
        continue;
      }
      await expectRefused(key, params, world.operator, CODE.NOT_LOGGED_IN, 'an operator');
      if (guard.kind === 'real') await expectRefused(key, params, world.demo.token, CODE.ONLY_REAL_ACCOUNT, 'a demo user');
      if (guard.kind === 'demo-only') await expectRefused(key, params, world.alice.token, CODE.DEMO_ONLY, 'a real user');
    }
    await assertLedgerInvariants(app.database.db);
  }, 300_000);

  it("refuses every id-taking call made with another user's ids", async () => {
    let probes = 0;
    for (const [key, guard] of Object.entries(GUARDS)) {
      if ((guard.kind !== 'user' && guard.kind !== 'real') || typeof guard.ids === 'string') continue;
      for (const probe of guard.ids) {
        const params = { ...validInput(key, world.bob), [probe.param]: probe.of(world.alice) };
        await expectRefused(key, params, world.bob.token, probe.code, `bob with alice's ${probe.param}`);
        probes += 1;
      }
    }
    expect(probes).toBeGreaterThanOrEqual(9);
    await assertLedgerInvariants(app.database.db);
  });

  it("serves an upload to its owner and operators only; another user's is answered as missing", async () => {
    const url = `/api/common/upload/${world.alice.uploadName}`;
    const answer = async (token: string | null) => {
      tally.requests += 1;
      const response = await app.http.inject({ url, headers: token ? { authorization: token, lang: 'en' } : { lang: 'en' } });
      return { status: response.statusCode, type: String(response.headers['content-type']), body: response.body };
    };
    expect((await answer(world.alice.token)).type).toBe('image/png');
    expect((await answer(world.operator)).type).toBe('image/png');
    for (const [token, code] of [
      [world.bob.token, CODE.NOT_FOUND],
      [world.demo.token, CODE.NOT_FOUND],
      [null, CODE.NOT_LOGGED_IN],
      [GARBAGE, CODE.NOT_LOGGED_IN],
    ] as const) {
      const refused = await answer(token);
      expect(refused.status).toBeLessThan(500);
      expect(JSON.parse(refused.body)).toMatchObject({ code, data: null });
    }
  });

  it('logs a socket in with a user session only: garbage and operator tokens get 999', async () => {
    const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const login = async (token: unknown): Promise<unknown> => {
      const socket = new WebSocket(address.replace(/^http/, 'ws') + SOCKET_PATH);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const answer = new Promise((resolve) => socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString()))));
      socket.send(JSON.stringify({ type: 'login', token }));
      tally.requests += 1;
      const frame = await answer;
      socket.terminate();
      return frame;
    };
    // A login without a token is not a login at all.
    expect(await login('')).toEqual({ type: 'error', reason: 'malformed' });
    for (const token of [GARBAGE, world.operator, `Bearer ${GARBAGE}`])
      expect(await login(token), `socket login with ${token.slice(0, 12)}`).toEqual({ type: 'login', code: CODE.NOT_LOGGED_IN });
    expect(await login(world.alice.token)).toEqual({ type: 'login', code: 1 });
    expect(await login(world.demo.token)).toEqual({ type: 'login', code: 1 });
  });

  it("logs the console's socket in with an operator session only: user, demo and garbage tokens get 999", async () => {
    // The app socket's test above may have started listening already.
    const bound = app.http.server.listening ? app.http.server.address() : null;
    const address =
      bound && typeof bound === 'object' ? `http://127.0.0.1:${bound.port}` : await app.http.listen({ port: 0, host: '127.0.0.1' });
    const login = async (token: string): Promise<unknown> => {
      const socket = new WebSocket(address.replace(/^http/, 'ws') + OPERATOR_SOCKET_PATH);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const answer = new Promise((resolve) => socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString()))));
      socket.send(JSON.stringify({ type: 'login', token }));
      tally.requests += 1;
      const frame = await answer;
      socket.terminate();
      return frame;
    };
    for (const token of [GARBAGE, world.alice.token, world.demo.token, `Bearer ${world.operator}`]) {
      expect(await login(token), `console socket login with ${token.slice(0, 12)}`).toEqual({ type: 'login', code: CODE.NOT_LOGGED_IN });
    }
    expect(await login(world.operator)).toEqual({ type: 'login', code: 1 });
  });

  it("lists show the caller's own things only", async () => {
    const lists: [string, Params, (data: unknown) => number[]][] = [
      ['GET /v2/api/forex/my_deal', { status: 1 }, (data) => (data as { data: { Id: number }[] }).data.map((row) => row.Id)],
      ['GET /v2/api/forex/my_deal', { status: 0 }, (data) => (data as { data: { Id: number }[] }).data.map((row) => row.Id)],
      ['GET /api/account/draw_list', { type: 1 }, (data) => (data as { data: { id: number }[] }).data.map((row) => row.id)],
      ['GET /api/quickCharge/quick_ist', {}, (data) => (data as { data: { id: number }[] }).data.map((row) => row.id)],
      ['GET /api/wallet/get_draw_method', { draw_type: 1 }, (data) => (data as { id: number }[]).map((row) => row.id)],
    ];
    for (const [key, params, ids] of lists) {
      const [method, path] = key.split(' ') as ['GET', string];
      const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, formText(value)])).toString();
      const response = await app.http.inject({ method, url: `${path}?${query}`, headers: { authorization: world.bob.token, lang: 'en' } });
      tally.requests += 1;
      const body = response.json<{ code: number; data: unknown }>();
      expect(body.code).toBe(1);
      const seen = ids(body.data);
      expect(seen.length, `${key} shows bob something`).toBeGreaterThan(0);
      for (const id of [world.alice.holding, world.alice.pending, world.alice.withdrawal, world.alice.charge, world.alice.method]) {
        if ([world.bob.holding, world.bob.pending, world.bob.withdrawal, world.bob.charge, world.bob.method].includes(id)) continue;
        expect(seen, `${key} shows bob alice's ${id}`).not.toContain(id);
      }
    }
    console.info(
      `authorization sweep: ${tally.requests} requests over ${routesOf(registered).length} routes (${registered.size} with HEAD)`,
    );
  });
});
