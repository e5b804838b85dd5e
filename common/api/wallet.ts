import { endpoint } from './endpoint';

// The user's accounts and their balances (spec sections 3 and 9). Amounts travel as decimal strings.

/** accountTypeId of the three accounts every user has. */
export const ACCOUNT_TYPE = { funding: 1, micro: 2, forex: 3 } as const;
export type AccountKind = keyof typeof ACCOUNT_TYPE;
/** The spec's `type` for each account: funding is "change". */
export const ACCOUNT_TYPE_NAME: Readonly<Record<AccountKind, 'change' | 'micro' | 'forex'>> = {
  funding: 'change',
  micro: 'micro',
  forex: 'forex',
};

export interface AccountBalance {
  accountTypeId: number;
  type: 'change' | 'micro' | 'forex';
  /** Available to use. */
  balance: string;
  /** Held for open positions, pending orders and withdrawals under review. */
  lockBalance: string;
  currencyId: number;
  currency: string;
}

export const getBalance = endpoint<AccountBalance[]>()({
  method: 'GET',
  path: '/v2/api/main/wallet/getBalance',
  auth: true,
});
