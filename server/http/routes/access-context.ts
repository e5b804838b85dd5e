import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Notifier } from '../../notify/notifier';
import type { SessionResolver } from '../sessions';

/** What the accounts-and-access routes need. */
export interface AccessContext {
  db: Database;
  clock: Clock;
  sessions: SessionResolver;
  notifier: Notifier;
  /** Every demo account starts at, and resets to, this balance (USD, 2 decimals). */
  demoBalance: string;
}
