// The values of the operator's settings that the PWA and the server both read (spec sections 3, 5 and 9).

/** verify_reg_type: 1 an emailed verification code, 2 a picture captcha (spec section 5). */
export const VERIFY_REG_TYPE = { emailCode: 1, pictureCaptcha: 2 } as const;

/** trade_fee_type: 1 lots x fee rate, 2 (or anything else) margin x fee rate (spec section 9). */
export const TRADE_FEE_TYPE = { perLot: 1, ofMargin: 2 } as const;

/** service_status of the start check: 0 the service runs normally; otherwise a notice is shown. */
export const SERVICE_STATUS = { normal: 0 } as const;

/** Keys that `GET /api/default/setting` answers for. */
export const PUBLIC_SETTING_KEYS = ['is_show_mobile'] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];
