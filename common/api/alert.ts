import type { PriceAlertCondition } from '../notify';
import { endpoint } from './endpoint';
import type * as input from './input/alert';

// Price alerts' calls (issue 34), for every signed-in user, demo accounts too: the user's alerts, and setting,
// changing and removing one. The instrument is named `forex_id` as the trading calls name it. A firing is recorded in
// the inbox (kind price_alert) by the leader, evaluating the feed (server/alert/). The rules of a level, a move's
// percentage and window, and the limit of active alerts are in ../alert.ts.

export interface PriceAlert {
  id: number;
  /** The instrument. */
  forex_id: number;
  /** Its display code (ShowCode), such as "BTC/USDT". */
  instrument: string;
  condition: PriceAlertCondition;
  /** The level (above, below), in the instrument's decimals; null for a move. */
  level: string | null;
  /** The move's percentage (a move), such as "2.5"; null for a level. */
  percent: string | null;
  /** The move's window in minutes (a move); null for a level. */
  window_minutes: number | null;
  /** Re-armed after it fires (once the price went back across the level, or the move cleared); otherwise one-shot. */
  repeat: boolean;
  /** Watched; a one-shot alert turns inactive when it fires. */
  active: boolean;
  /** Ready to fire; false while a repeating alert that fired waits for the price to recover. */
  armed: boolean;
  /** Epoch ms. */
  created_at: number;
  /** When it last fired (epoch ms), or null. */
  fired_at: number | null;
  /** The price of the tick it last fired on, or null. */
  fired_price: string | null;
}

export const listAlerts = endpoint<PriceAlert[]>()({ method: 'GET', path: '/api/alert/list', auth: true });

/** Sets an alert: a level for above and below, a percentage and a window for a move. Answers it as stored. */
export const createAlert = endpoint<PriceAlert, typeof input.createAlert>()({ method: 'POST', path: '/api/alert/create', auth: true });

/** Changes an alert of the user's: what is sent changes, the rest stays; a change of terms arms it again. */
export const updateAlert = endpoint<PriceAlert, typeof input.updateAlert>()({ method: 'POST', path: '/api/alert/update', auth: true });

/** Removes an alert of the user's; answers the id removed. */
export const deleteAlert = endpoint<{ id: number }, typeof input.deleteAlert>()({ method: 'POST', path: '/api/alert/delete', auth: true });
