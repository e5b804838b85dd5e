import { SECURITY_EVENT } from '../../common/security';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { lockAccount } from './factors';
import { writeSecurityEvent, type SecurityContext } from './security-log';

// The anti-phishing code (issue 33): a phrase the user chooses, which every email Meridian sends them opens with
// (server/notify/anti-phishing.ts), so a mail without it is not Meridian's. The input schema says what a phrase may be
// (common/api/input/safeguards.ts); an empty one clears it. The security log records that it changed, never the phrase.

/** Sets the user's code, or clears it with ''; answers whether one is set now. */
export async function setAntiPhishingCode(
  db: Database,
  clock: Clock,
  change: { userId: number; code: string; context: SecurityContext },
): Promise<boolean> {
  const { userId, code, context } = change;
  const set = code !== '';
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    await tx.query('UPDATE users SET anti_phishing_code = $2 WHERE id = $1', [userId, set ? code : null]);
    await writeSecurityEvent(tx, clock, { userId, event: SECURITY_EVENT.ANTI_PHISHING_CODE_CHANGED, context, detail: { set } });
  });
  return set;
}

/** The user's code; null when none is set. */
export async function antiPhishingCode(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ anti_phishing_code: string | null }>('SELECT anti_phishing_code FROM users WHERE id = $1', [userId]);
  return row?.anti_phishing_code ?? null;
}
