import { MAX_ACTIVE_ALERTS } from '../../common/alert';
import { CODE } from '../../common/envelope';
import type { PriceAlertCondition } from '../../common/notify';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { ALERT_COLUMNS, type AlertRow } from './alert-rows';
import { alertableInstrument, checkedTerms, type AlertInstrument } from './alert-rules';

// The user's calls on their alerts (table price_alerts): each checks the terms against the instrument, writes in one
// transaction and answers the row; nothing is written when a check refuses. The leader learns of the change from the
// caller (./alert-engine.ts). An alert that is not the caller's is "not found": it tells nothing of whose it is.

export interface NewAlert {
  instrumentId: number;
  condition: PriceAlertCondition;
  level: string | null;
  percent: string | null;
  windowMinutes: number | null;
  repeat: boolean;
}

export interface AlertChange {
  id: number;
  level?: string;
  percent?: string;
  windowMinutes?: number;
  repeat?: boolean;
  active?: boolean;
}

export async function listAlerts(db: Queryable, userId: number): Promise<AlertRow[]> {
  return db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE user_id = $1 ORDER BY id DESC`, [userId]);
}

/** Locks the user's row, so two calls at once cannot both take the last of the limit; then counts the active alerts. */
async function refuseBeyondLimit(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [row] = await tx.query<{ n: string | number }>('SELECT count(*) AS n FROM price_alerts WHERE user_id = $1 AND active', [userId]);
  if (Number(row?.n ?? 0) >= MAX_ACTIVE_ALERTS) throw new DomainError(CODE.BAD_INPUT, messages.alertTooMany, { max: MAX_ACTIVE_ALERTS });
}

export async function createAlert(
  db: Database,
  clock: Clock,
  userId: number,
  alert: NewAlert,
  instrumentOf: (id: number) => AlertInstrument | undefined,
): Promise<AlertRow> {
  const instrument = alertableInstrument(instrumentOf(alert.instrumentId));
  const terms = checkedTerms(alert, instrument);
  return db.transaction(async (tx) => {
    await refuseBeyondLimit(tx, userId);
    const [row] = await tx.query<AlertRow>(
      `INSERT INTO price_alerts (user_id, instrument_id, condition, level, percent, window_minutes, repeat, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ALERT_COLUMNS}`,
      [userId, instrument.id, terms.condition, terms.level, terms.percent, terms.windowMinutes, alert.repeat, new Date(clock.now())],
    );
    return row as AlertRow;
  });
}

export async function updateAlert(
  db: Database,
  userId: number,
  change: AlertChange,
  instrumentOf: (id: number) => AlertInstrument | undefined,
): Promise<AlertRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM price_alerts WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
      change.id,
      userId,
    ]);
    if (!current) throw new DomainError(CODE.NOT_FOUND, messages.alertNotFound);
    const activating = change.active === true && !current.active;
    const instrument = activating ? alertableInstrument(instrumentOf(current.instrument_id)) : instrumentOf(current.instrument_id);
    // An instrument gone from the market since: its alert can be turned off or removed, not changed.
    if (!instrument) throw new DomainError(CODE.NOT_FOUND, messages.instrumentNotFound);
    const move = current.condition === 'move';
    const terms = checkedTerms(
      {
        condition: current.condition,
        level: move ? nullIfAbsent(change.level) : (change.level ?? current.level),
        percent: move ? (change.percent ?? current.percent) : nullIfAbsent(change.percent),
        windowMinutes: move ? (change.windowMinutes ?? current.window_minutes) : nullIfAbsent(change.windowMinutes),
      },
      instrument,
    );
    if (activating) await refuseBeyondLimit(tx, userId);
    // New terms, or turned on again: armed afresh, to fire on the next crossing of what it watches now.
    const rearm = activating || change.level !== undefined || change.percent !== undefined || change.windowMinutes !== undefined;
    const [row] = await tx.query<AlertRow>(
      `UPDATE price_alerts SET level = $2, percent = $3, window_minutes = $4, repeat = $5, active = $6,
         armed = armed OR $7, version = version + 1
       WHERE id = $1 RETURNING ${ALERT_COLUMNS}`,
      [
        current.id,
        terms.level,
        terms.percent,
        terms.windowMinutes,
        change.repeat ?? current.repeat,
        change.active ?? current.active,
        rearm,
      ],
    );
    return row as AlertRow;
  });
}

/** An alert of one condition sent a field of another's: refused, as a create would be (checkedTerms says why). */
function nullIfAbsent<T>(value: T | undefined): T | null {
  return value === undefined ? null : value;
}

export async function deleteAlert(db: Queryable, userId: number, id: number): Promise<number> {
  const [row] = await db.query<{ id: string | number }>('DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  if (!row) throw new DomainError(CODE.NOT_FOUND, messages.alertNotFound);
  return Number(row.id);
}
