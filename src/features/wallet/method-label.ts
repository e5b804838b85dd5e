import type { DrawMethod } from '@common/api/withdraw';
import { DRAW_TYPE } from '@common/wallet';

/** A withdraw currency as the pickers name it (spec section 2): its code, plus "-" and the protocol when it has one. */
export function currencyLabel(currency: { code: string; protocol: string }): string {
  return currency.protocol ? `${currency.code}-${currency.protocol}` : currency.code;
}

/** The line that tells a payout method apart: a coin address, or a bank and its account number. */
export function methodLine(method: Pick<DrawMethod, 'draw_type' | 'dc_address' | 'bank_name' | 'payee_account'>): string {
  return method.draw_type === DRAW_TYPE.coin ? method.dc_address : `${method.bank_name} ${method.payee_account}`;
}
