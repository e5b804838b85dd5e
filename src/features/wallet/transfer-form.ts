import type { ForexDetail } from '@common/api/trade';
import type { AccountBalance } from '@common/api/wallet';
import { transferableFromContract } from '@common/contract';
import { ACCOUNT_TYPE, type AccountTypeId } from '@common/wallet';

// The two sides of a transfer between the user's own accounts (spec section 2: from and to pickers, a swap
// button, an "all" shortcut). The sides always differ: choosing on one side the account the other holds swaps them.

export interface TransferSides {
  from: AccountTypeId;
  to: AccountTypeId;
}

/** Most transfers fund trading: from the funding account to the contract account. */
export const FIRST_SIDES: TransferSides = { from: ACCOUNT_TYPE.funding, to: ACCOUNT_TYPE.forex };

export function swapSides(sides: TransferSides): TransferSides {
  return { from: sides.to, to: sides.from };
}

export function withFrom(sides: TransferSides, from: AccountTypeId): TransferSides {
  return from === sides.to ? swapSides(sides) : { ...sides, from };
}

export function withTo(sides: TransferSides, to: AccountTypeId): TransferSides {
  return to === sides.from ? swapSides(sides) : { ...sides, to };
}

/** The account's free balance (a transfer moves free money only). */
export function freeBalance(accounts: readonly AccountBalance[] | null, accountTypeId: number): string | null {
  return accounts?.find((account) => account.accountTypeId === accountTypeId)?.balance ?? null;
}

/**
 * What may leave the from-account, as the "all" shortcut fills it in and the hint shows it: the free balance, but
 * out of the contract account less the floating loss of open positions (the server's rule). Null while loading.
 */
export function transferable(accounts: readonly AccountBalance[] | null, contract: ForexDetail | null, from: AccountTypeId): string | null {
  if (from !== ACCOUNT_TYPE.forex) return freeBalance(accounts, from);
  return contract ? transferableFromContract(contract.balance, contract.ProfitsTotal) : null;
}
