import type { PriceAlert } from '../../common/api/alert';
import type { PriceAlertCondition } from '../../common/notify';
import type { IndexedAlert } from './alert-index';

// A row of price_alerts, as the calls answer it and as the leader's index holds it.

export interface AlertRow {
  id: string | number;
  user_id: number;
  instrument_id: number;
  condition: PriceAlertCondition;
  level: string | null;
  percent: string | null;
  window_minutes: number | null;
  repeat: boolean;
  active: boolean;
  armed: boolean;
  version: number;
  created_at: Date;
  fired_at: Date | null;
  fired_price: string | null;
}

export const ALERT_COLUMNS =
  'id, user_id, instrument_id, condition, level::text AS level, percent::text AS percent, window_minutes, repeat, active, armed, version, created_at, fired_at, fired_price::text AS fired_price';

/** The alert as the API gives it; `showCode` names the instrument as the lists do. */
export function alertOf(row: AlertRow, showCode: string): PriceAlert {
  return {
    id: Number(row.id),
    forex_id: row.instrument_id,
    instrument: showCode,
    condition: row.condition,
    level: row.level,
    percent: row.percent,
    window_minutes: row.window_minutes,
    repeat: row.repeat,
    active: row.active,
    armed: row.armed,
    created_at: row.created_at.getTime(),
    fired_at: row.fired_at?.getTime() ?? null,
    fired_price: row.fired_price,
  };
}

/** The alert as the index holds it (only active ones are indexed). */
export function indexedOf(row: AlertRow): IndexedAlert {
  return {
    id: Number(row.id),
    userId: row.user_id,
    instrumentId: row.instrument_id,
    condition: row.condition,
    level: row.level,
    percent: row.percent,
    windowMinutes: row.window_minutes,
    repeat: row.repeat,
    armed: row.armed,
    version: row.version,
  };
}
