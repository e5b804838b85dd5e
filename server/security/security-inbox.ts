import { NOTIFICATION_KIND } from '../../common/notify';
import { SECURITY_EVENT, type SecurityEvent } from '../../common/security';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { recordNotification } from '../notify/inbox';

// Which security-log events the user hears of in the inbox (issues 33 and 34), decided here once for every call site:
// writeSecurityEvent (./security-log.ts) asks for each event it writes, in the same transaction, so an entry is in
// the inbox exactly when its event is in the log. A sign-in from a device not seen before, and every change of the
// account's security settings. Not failed codes, refused step-ups, step-ups granted, challenges or set-ups begun:
// the owner caused those a moment ago, or they are noise; the log keeps them.

/** Where each kind of entry opens in the app. */
export const SESSIONS_LINK = '/mine/security/sessions';
export const SECURITY_LOG_LINK = '/mine/security/log';

/** The setting changes told as `security_change`. */
const SETTING_CHANGES: ReadonlySet<SecurityEvent> = new Set([
  SECURITY_EVENT.SECOND_FACTOR_ENABLED,
  SECURITY_EVENT.SECOND_FACTOR_DISABLED,
  SECURITY_EVENT.RECOVERY_CODES_REGENERATED,
  SECURITY_EVENT.PASSKEY_ADDED,
  SECURITY_EVENT.PASSKEY_REMOVED,
  SECURITY_EVENT.PASSWORD_CHANGED,
  SECURITY_EVENT.ALLOW_LIST_ON,
  SECURITY_EVENT.ALLOW_LIST_OFF,
  SECURITY_EVENT.PAYOUT_METHOD_ALLOW_LISTED,
  SECURITY_EVENT.ANTI_PHISHING_CODE_CHANGED,
  SECURITY_EVENT.ACCOUNT_FROZEN,
  SECURITY_EVENT.ACCOUNT_UNFROZEN,
  SECURITY_EVENT.SESSIONS_ENDED,
]);

// As the log keeps them (./security-log.ts): what a client sent is not stored at any length.
const MAX_USER_AGENT = 512;
const MAX_ADDRESS = 64;

/** Records the inbox entry of a security event the user should hear of, in the caller's transaction; else nothing. */
/**
 * The event as the security log writes it (./security-log.ts), described here by its shape: the log calls this module,
 * so this module cannot import the log's types without a cycle.
 */
interface LoggedEvent {
  userId: number;
  event: SecurityEvent;
  context: { userAgent: string | null; address: string | null };
  detail: Readonly<Record<string, string | number | boolean | null>>;
}

export async function notifySecurityEvent(tx: Queryable, clock: Clock, entry: LoggedEvent): Promise<void> {
  const { userId, event, context, detail } = entry;
  if (event === SECURITY_EVENT.SIGNED_IN) {
    // The sign-in of a registration is the account's first: the owner just made it (no email is sent for it either).
    if (detail.new_device !== true || detail.registration === true) return;
    await recordNotification(tx, clock, {
      userId,
      kind: NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN,
      detail: { user_agent: context.userAgent?.slice(0, MAX_USER_AGENT) ?? null, address: context.address?.slice(0, MAX_ADDRESS) ?? null },
      link: SESSIONS_LINK,
    });
    return;
  }
  if (!SETTING_CHANGES.has(event)) return;
  const factor = typeof detail.factor === 'string' ? detail.factor : undefined;
  await recordNotification(tx, clock, {
    userId,
    kind: NOTIFICATION_KIND.SECURITY_CHANGE,
    detail: factor === undefined ? { event } : { event, factor },
    link: SECURITY_LOG_LINK,
  });
}
