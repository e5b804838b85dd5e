import type { DrawMethod } from '@common/api/withdraw';
import { DRAW_TYPE, type DrawType } from '@common/wallet';

// The payout methods as the withdrawal safeguards list them: both types, and the line that tells one apart. The
// query itself is the wallet's too (src/shared/payout-methods).

export { payoutMethodsKey, payoutMethodsQuery } from '@/shared/payout-methods';

/** Both types, coins first, as the safeguards list them. */
export const PAYOUT_METHOD_TYPES: readonly DrawType[] = [DRAW_TYPE.coin, DRAW_TYPE.bank];

/** The line that tells a payout method apart: its currency, then a coin address or a bank and its account number. */
export function payoutMethodText(method: Pick<DrawMethod, 'draw_type' | 'draw_currency' | 'dc_address' | 'bank_name' | 'payee_account'>) {
  const { code, protocol } = method.draw_currency;
  return {
    currency: protocol ? `${code}-${protocol}` : code,
    line: method.draw_type === DRAW_TYPE.coin ? method.dc_address : `${method.bank_name} ${method.payee_account}`,
  };
}
