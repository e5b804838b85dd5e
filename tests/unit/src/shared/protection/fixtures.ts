import type { ClientProfile } from '@common/api/protection';
import { ESMA_LEVERAGE_CAPS } from '@common/protection';

/**
 * A retail client of an EU rule set (ESMA's caps, no options to retail clients) living in Germany, with BTC/USDT
 * (id 13, the trade fixtures' instrument) classed as crypto, capped at 5; override what a test is about.
 */
export function profile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return {
    residence: 'DE',
    category: 'retail',
    rule_set: {
      id: 2,
      name: 'EU',
      leverage_caps: ESMA_LEVERAGE_CAPS,
      close_out_level: '0.5',
      retail_options: false,
      copy_trading: true,
      risk_warning: 'full',
    },
    leverage_caps: { crypto: 5 },
    options_offered: false,
    copy_trading_offered: true,
    close_out_level: '0.5',
    asset_classes: { 13: 'crypto' },
    ...overrides,
  };
}
