import type { NotifyKindSetting, NotifySettings, QuietHours } from '../../common/api/notify';
import { CODE } from '../../common/envelope';
import { NOTIFICATION_GROUPS, SECURITY_EMAILED, type NotificationKind } from '../../common/notify';
import { minutesOfDay, timeOfDay } from '../../common/push';
import { IDLE_MS } from '../account/user-sessions';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, DomainError } from '../errors';
import { messages } from '../i18n/messages';

// A user's notification settings (issue 34): per kind, push (on unless turned off) and email (off unless turned on;
// security kinds are always emailed, by the security emails); quiet hours; and the devices that receive pushes. A
// kind left at its defaults has no row, so a kind added later starts at its defaults for everyone.

const ORDERED_KINDS: readonly NotificationKind[] = Object.values(NOTIFICATION_GROUPS).flat();
const DEFAULT_QUIET = { enabled: false, starts: 22 * 60, ends: 7 * 60, timeZone: 'UTC' };

export interface SettingsChange {
  kind?: NotificationKind | undefined;
  push?: boolean | undefined;
  email?: boolean | undefined;
  quiet?: { enabled?: boolean | undefined; from?: string | undefined; to?: string | undefined; timeZone?: string | undefined } | undefined;
}

export async function notifySettings(db: Queryable, clock: Clock, userId: number): Promise<NotifySettings> {
  const [switches, [preferences], [user], devices] = await Promise.all([
    db.query<{ kind: string; push: boolean; email: boolean }>('SELECT kind, push, email FROM notification_settings WHERE user_id = $1', [
      userId,
    ]),
    db.query<{ quiet_enabled: boolean; quiet_starts: number; quiet_ends: number; time_zone: string }>(
      'SELECT quiet_enabled, quiet_starts, quiet_ends, time_zone FROM notification_preferences WHERE user_id = $1',
      [userId],
    ),
    db.query<{ email: string | null; is_demo: boolean }>('SELECT email, is_demo FROM users WHERE id = $1', [userId]),
    db.query<{ id: number; user_agent: string | null; created_at: Date; endpoint_hash: string }>(
      `SELECT s.id, s.user_agent, s.created_at, encode(sha256(convert_to(s.endpoint, 'UTF8')), 'hex') AS endpoint_hash
       FROM push_subscriptions s JOIN sessions se ON se.token_hash = s.session_hash AND se.revoked_at IS NULL AND se.last_seen_at > $2
       WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
      [userId, new Date(clock.now() - IDLE_MS)],
    ),
  ]);
  const byKind = new Map(switches.map((row) => [row.kind, row]));
  const kinds = ORDERED_KINDS.map((kind): NotifyKindSetting => {
    const locked = SECURITY_EMAILED.includes(kind);
    const row = byKind.get(kind);
    return { kind, push: row?.push ?? true, email: locked || (row?.email ?? false), email_locked: locked };
  });
  const quiet = preferences
    ? {
        enabled: preferences.quiet_enabled,
        starts: preferences.quiet_starts,
        ends: preferences.quiet_ends,
        timeZone: preferences.time_zone,
      }
    : DEFAULT_QUIET;
  const quietHours: QuietHours = {
    enabled: quiet.enabled,
    from: timeOfDay(quiet.starts),
    to: timeOfDay(quiet.ends),
    time_zone: quiet.timeZone,
  };
  return {
    kinds,
    quiet_hours: quietHours,
    devices: devices.map((row) => ({ ...row, created_at: row.created_at.getTime() })),
    email_available: Boolean(user?.email) && !user?.is_demo,
  };
}

/** Applies a change (refused whole when any part is wrong); `lang` becomes the language of the user's emails. */
export async function saveNotifySettings(
  db: Database,
  clock: Clock,
  userId: number,
  change: SettingsChange,
  lang: string,
): Promise<NotifySettings> {
  const switching = change.push !== undefined || change.email !== undefined;
  if (change.kind === undefined && switching) throw badField('kind', 'required');
  if (change.kind !== undefined && !switching) throw badField('push', 'required');
  if (change.kind === undefined && change.quiet === undefined) throw new DomainError(CODE.BAD_INPUT, messages.notifyNothingToChange);
  await db.transaction(async (tx) => {
    if (change.kind !== undefined) await switchKind(tx, userId, change.kind, change);
    await savePreferences(tx, userId, change.quiet, lang);
  });
  return notifySettings(db, clock, userId);
}

async function switchKind(tx: Queryable, userId: number, kind: NotificationKind, change: SettingsChange): Promise<void> {
  if (SECURITY_EMAILED.includes(kind) && change.email === false) throw new DomainError(CODE.BAD_INPUT, messages.notifySecurityEmailLocked);
  if (change.email === true && !SECURITY_EMAILED.includes(kind)) {
    const [user] = await tx.query<{ email: string | null; is_demo: boolean }>('SELECT email, is_demo FROM users WHERE id = $1', [userId]);
    if (!user?.email || user.is_demo) throw new DomainError(CODE.BAD_INPUT, messages.notifyNoEmail);
  }
  await tx.query(
    `INSERT INTO notification_settings (user_id, kind, push, email) VALUES ($1, $2, COALESCE($3, true), COALESCE($4, false))
     ON CONFLICT (user_id, kind) DO UPDATE SET push = COALESCE($3, notification_settings.push), email = COALESCE($4, notification_settings.email)`,
    [userId, kind, change.push ?? null, SECURITY_EMAILED.includes(kind) ? false : (change.email ?? null)],
  );
}

/** The quiet hours given (the rest as they were) and the emails' language. */
async function savePreferences(tx: Queryable, userId: number, quiet: SettingsChange['quiet'], lang: string): Promise<void> {
  const [current] = await tx.query<{ quiet_enabled: boolean; quiet_starts: number; quiet_ends: number; time_zone: string }>(
    'SELECT quiet_enabled, quiet_starts, quiet_ends, time_zone FROM notification_preferences WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  const enabled = quiet?.enabled ?? current?.quiet_enabled ?? DEFAULT_QUIET.enabled;
  const starts = quiet?.from !== undefined ? minutesOfDay(quiet.from) : (current?.quiet_starts ?? DEFAULT_QUIET.starts);
  const ends = quiet?.to !== undefined ? minutesOfDay(quiet.to) : (current?.quiet_ends ?? DEFAULT_QUIET.ends);
  const timeZone = quiet?.timeZone ?? current?.time_zone ?? DEFAULT_QUIET.timeZone;
  if (enabled && starts === ends) throw new DomainError(CODE.BAD_INPUT, messages.notifyQuietHoursEmpty);
  await tx.query(
    `INSERT INTO notification_preferences (user_id, quiet_enabled, quiet_starts, quiet_ends, time_zone, lang) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET quiet_enabled = $2, quiet_starts = $3, quiet_ends = $4, time_zone = $5, lang = $6`,
    [userId, enabled, starts, ends, timeZone, lang],
  );
}
