import { endpoint } from './endpoint';
import type { PublicSettingKey } from '../settings';
import type * as input from './input/settings';

// Public settings the PWA reads before anyone logs in (spec section 3, "Base settings").

export interface BaseSettings {
  service_link: string;
  service_link_type: number;
  verify_reg_type: number;
  trade_fee_type: number;
  micro_loss_level: number;
  /** The share of the margin in use at which positions are closed ("0.5"): the trade ticket and the margin level
   * say where that is before it happens. */
  stop_out_level: string;
}

export const getBasicInfo = endpoint<BaseSettings>()({ method: 'GET', path: '/api/basicSet/getBasicInfo' });

export const getSetting = endpoint<{ key: PublicSettingKey; value: string }, typeof input.getSetting>()({
  method: 'GET',
  path: '/api/default/setting',
});
