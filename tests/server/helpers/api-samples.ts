import { BTCUSDT } from './trading';
import type { Owner } from './world';

// A valid input for every call of the contract, for the user `who` of a built world: the sweeps start from it and
// spoil one thing at a time, so that what they spoil is what the server has to refuse. Whole numbers are written
// as numbers and decimals and text as strings: the bad-input suite reads "1.5" as wrong only where a number is.

export type Params = Record<string, string | number>;

export function validInput(key: string, who: Owner): Params {
  const samples: Record<string, Params> = {
    // The current password is wrong on purpose: a sweep must not end the owner's other sessions.
    'POST /api/user/amend_password': { type: 'email', old_password: 'not the password 1', password: 'correct horse 2', re_password: 'correct horse 2' },
    'POST /api/user/forget_password': { type: 'email', account: who.email, password: 'correct horse 2', re_password: 'correct horse 2', code: '123456' },
    'GET /api/default/area_list': {},
    'GET /api/common/captcha': {},
    'GET /api/user/get_profits': {},
    'GET /api/common/start': {},
    'GET /api/user/info': {},
    'POST /api/user/loginForU': { type: 'email', account: who.email, password: 'wrong horse 9' },
    'GET /api/user/createAccountDemoForU': { device_id: 'fuzzdevice0000000001' },
    'POST /api/user/logout': {},
    'POST /api/user/register': { type: 'email', account: 'newcomer@example.com', password: 'correct horse 1', re_password: 'correct horse 1', sms_code: '000000' },
    'GET /v2/api/main/user/resetForexDemoAccount': {},
    'POST /api/notify/send_email': { email: 'someone@example.com', scene: 'register' },
    'POST /api/notify/send_sms': { mobile: '91234567', area_id: 1, scene: 'register' },
    'GET /admin/api/wallet/bank_accounts': {},
    'GET /admin/api/wallet/charges': { status: 0, page: 1 },
    'GET /admin/api/wallet/collect_currencies': {},
    'POST /admin/api/wallet/charges/decide': { id: who.charge, action: 'reject', reason: 'no such payment' },
    'POST /admin/api/wallet/identities/decide': { id: who.userId, action: 'reject', reason: 'blurred' },
    'POST /admin/api/wallet/withdrawals/decide': { id: who.withdrawal, action: 'reject', reason: 'wrong address' },
    'GET /admin/api/wallet/decisions': { subject: 'charge', subject_id: who.charge, page: 1 },
    'GET /admin/api/wallet/identities': { review_status: 1, page: 1 },
    'POST /admin/api/wallet/bank_accounts/save': { id: 1, collect_currency_id: 1, bank_name: 'Bank', bank_address: 'Street 1', bank_swift: 'BANKHKHH', payee_name: 'Meridian', payee_account: '123-456', bank_remark: '', enabled: 1, sort: 1 },
    'POST /admin/api/wallet/collect_currencies/save': { id: 1, name: 'USDT', protocol: 'TRC20', address: 'TXYZabcdefghijklmnopqrstuvwx12345', enabled: 1, sort: 1 },
    'POST /admin/api/wallet/withdraw_currencies/save': { id: 1, code: 'USDT', protocol: 'TRC20', type: 1, draw_rate: '1', fee_type: 1, usd_price: '1', enabled: 1, sort: 1 },
    'GET /admin/api/wallet/withdraw_currencies': {},
    'GET /admin/api/wallet/withdrawals': { status: 0, page: 1 },
    'POST /admin/api/login': { email: 'nobody@example.com', password: 'not the password' },
    'POST /admin/api/logout': {},
    'GET /admin/api/me': {},
    'POST /api/quickCharge/submit': { number: '25.00', proofImg: who.upload, address: 'TXYZabcdefghijklmnopqrstuvwx12345', charge_id: 1 },
    'GET /api/quickCharge/quick_ist': { type: 1, page: 1 },
    'POST /api/quickCharge/wire_submit': { number: '25.00', proofImg: who.upload, wire_id: 1 },
    'GET /api/quickCharge/info': {},
    'GET /api/quickCharge/symbols': {},
    'GET /api/quickCharge/wire_info': { bank_coin: 1 },
    'GET /api/health': {},
    'GET /api/user_real/center': {},
    'POST /api/user_real/real_name': { name: 'Chan Tai Man', card_id: 'A1234567', front_pic: who.upload, reverse_pic: who.upload },
    'GET /v2/api/forex/abbreviated_cache_kline': { forex_id: BTCUSDT, period: '1M' },
    'GET /v2/api/forex/getCategories': {},
    'GET /v2/api/forex/kline': { forex_id: BTCUSDT, period: '1M', limit: 10 },
    'GET /v2/api/forex/trade_list': { category_id: 4 },
    'GET /v2/api/forex/search': { searchCurrency: 'BTC' },
    'GET /v2/api/micro/get_seconds': {},
    'GET /v2/api/micro/orders': { status: 1, page: 1 },
    'GET /v2/api/micro/submit': { forex_id: BTCUSDT, type: 1, number: '20', seconds: 60 },
    'GET /api/basicSet/getBasicInfo': {},
    'GET /api/default/setting': { key: 'is_show_mobile' },
    'GET /v2/api/forex/cancel_trade': { id: who.pending },
    'GET /v2/api/forex/close': { id: who.holding },
    'GET /v2/api/main/account/forexDetail': {},
    'GET /v2/api/forex/my_deal': { status: 1, page: 1 },
    'GET /v2/api/forex/set_stop_price': { id: who.holding, stop_loss_price: '60000', target_profit_price: '80000' },
    'GET /v2/api/forex/submit': { type: 1, cont: '0.01', forex_id: BTCUSDT, status: 1, multiple: 10 },
    'GET /v2/api/main/accountLog/list': { page: 1, type: 0, accountTypeId: 1 },
    'GET /v2/api/main/accountLog/forexChange': { page: 1, type: 4 },
    'GET /v2/api/main/wallet/getBalance': {},
    'POST /api/account/transfer': { balance: '1.00', currency_id: 1, from: 1, to: 2 },
    'GET /api/account/transfer_log': { type: 1, page: 1 },
    'POST /api/wallet/bind_draw_method': { type: 1, draw_id: 1, dc_address: 'TXYZabcdefghijklmnopqrstuvwx12345' },
    'POST /api/wallet/del_draw_method': { id: who.method },
    'POST /api/account/draw': { draw_currency_id: 1, number: '20.00', memo: '', draw_method_id: who.method },
    'GET /api/account/draw_list': { type: 1, page: 1 },
    'GET /api/account/draw_symbol_list': { type: 1 },
    // Multipart: the sweeps that send a file build it themselves; the session is checked before the body is read.
    'POST /api/common/image_upload': {},
    'GET /api/wallet/get_draw_method': { draw_type: 1, draw_id: 1 },
  };
  const sample = samples[key];
  if (!sample) throw new Error(`no valid input written for ${key}: add one to tests/server/helpers/api-samples.ts`);
  return sample;
}
