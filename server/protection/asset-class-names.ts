import type { MessageDescriptor } from '@lingui/core';
import type { AssetClass } from '../../common/protection';
import { messages } from '../i18n/messages';

// The name of each asset class in the server's messages (a rule set's refusal names the class it is about).

const NAMES: Record<AssetClass, MessageDescriptor> = {
  fx_major: messages.assetClassFxMajor,
  fx_minor: messages.assetClassFxMinor,
  gold: messages.assetClassGold,
  index_major: messages.assetClassIndexMajor,
  index_minor: messages.assetClassIndexMinor,
  commodity: messages.assetClassCommodity,
  share: messages.assetClassShare,
  crypto: messages.assetClassCrypto,
};

export function assetClassName(assetClass: AssetClass): MessageDescriptor {
  return NAMES[assetClass];
}
