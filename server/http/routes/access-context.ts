import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Notifier } from '../../notify/notifier';
import type { SecretBox } from '../../security/secret-box';
import type { RelyingPartySettings } from '../relying-party';
import type { Queryable } from '../../db/database';
import type { SessionResolver, SessionsEnded } from '../../sessions';

/** The orders a demo reset took out of the book, by engine. */
export interface VoidedOrders {
  contracts: number[];
  micro: number[];
}

/** What the accounts-and-access routes need. */
export interface AccessContext {
  db: Database;
  clock: Clock;
  sessions: SessionResolver;
  /** Called where sessions end (logout, password change or reset), so no node keeps serving them. */
  sessionsEnded: SessionsEnded;
  notifier: Notifier;
  /** Opens the TOTP secrets, for the second factor of a sign-in from a new device. */
  secrets: SecretBox;
  /** PUBLIC_ORIGIN and WEBAUTHN_RP_ID: whom passkeys are made for (../relying-party.ts). */
  relyingParty: Partial<RelyingPartySettings>;
  /** Every demo account starts at, and resets to, this balance (USD, 2 decimals). */
  demoBalance: string;
  /** Trading's part of a demo reset: open orders leave the book in the reset's transaction, then memory follows. */
  demoReset: {
    inTransaction(tx: Queryable, userId: number): Promise<VoidedOrders>;
    afterCommit(userId: number, voided: VoidedOrders): Promise<void>;
  };
}
