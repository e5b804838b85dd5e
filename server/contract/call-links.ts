import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { CachedSetting } from '../engines/cached-setting';
import type { ContractBook } from './book';
import type { TradingHouse } from './ledger';
import type { ContractMemory } from './memory';
import type { ContractNotices } from './notices';
import type { ContractSettlement } from './settlement';

// What the user's calls (calls.ts, and the closes of close-calls.ts it hands over to) work with, apart from both so
// neither imports the other for it.

export interface CallLinks {
  db: Database;
  clock: Clock;
  house: TradingHouse;
  memory: ContractMemory;
  book: ContractBook;
  settlement: ContractSettlement;
  notices: ContractNotices;
  feeType: CachedSetting;
}

/** What a close may carry beyond the order: a part of its lots, and the price the user saw when tapping. */
export interface CloseOptions {
  /** Lots to close; absent: the whole position. */
  lots?: string | undefined;
  seenPrice?: string | undefined;
}
