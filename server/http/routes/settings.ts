import type { FastifyInstance } from 'fastify';
import { getBasicInfo, getSetting, type BaseSettings } from '../../../common/api/settings';
import { MICRO_LOSS_LEVEL } from '../../../common/micro';
import * as settingsInput from '../../../common/api/input/settings';
import type { Database } from '../../db/database';
import { readPublicSettings, readSetting } from '../../settings';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import { TRADE_FEE_TYPE, VERIFY_REG_TYPE } from '../../../common/settings';
import { DEFAULT_STOP_OUT_LEVEL } from '../../../common/contract';

export function registerSettingsRoutes(app: FastifyInstance, db: Database, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, getBasicInfo, settingsInput.getBasicInfo, async (): Promise<BaseSettings> => {
    const settings = await readPublicSettings(db);
    return {
      service_link: settings.get('service_link') ?? '',
      service_link_type: Number(settings.get('service_link_type') ?? 1),
      verify_reg_type: Number(settings.get('verify_reg_type') ?? VERIFY_REG_TYPE.emailCode),
      trade_fee_type: Number(settings.get('trade_fee_type') ?? TRADE_FEE_TYPE.ofMargin),
      micro_loss_level: Number(settings.get('micro_loss_level') ?? MICRO_LOSS_LEVEL.wholeAmount),
      // Not an operator's public setting, but what every customer's positions close at: published as a fact.
      stop_out_level: await readSetting(db, 'stop_out_level', DEFAULT_STOP_OUT_LEVEL),
    };
  });

  registerEndpoint(app, sessions, getSetting, settingsInput.getSetting, async ({ input }) => {
    const settings = await readPublicSettings(db);
    return { key: input.key, value: settings.get(input.key) ?? '' };
  });
}
