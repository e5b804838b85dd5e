import type { MessageDescriptor } from '@lingui/core';
import type { AssetClass, ClientCategory } from './protection';

// The names of client protection's words (./protection.ts) as headings and list entries, shared by the PWA's client
// profile and the console's rule sets and customer panel. The server's refusals name a class inside a sentence, in
// the singular, with names of their own (server/protection/asset-class-names.ts).

/** ESMA's retail CFD classes, as the product intervention of 2018 names them. */
export const ASSET_CLASS_TEXT: Readonly<Record<AssetClass, MessageDescriptor>> = {
  fx_major: /*i18n*/ { id: 'protection.asset_class.fx_major', message: 'Major currency pairs' },
  fx_minor: /*i18n*/ { id: 'protection.asset_class.fx_minor', message: 'Minor currency pairs' },
  gold: /*i18n*/ { id: 'protection.asset_class.gold', message: 'Gold' },
  index_major: /*i18n*/ { id: 'protection.asset_class.index_major', message: 'Major indices' },
  index_minor: /*i18n*/ { id: 'protection.asset_class.index_minor', message: 'Other indices' },
  commodity: /*i18n*/ { id: 'protection.asset_class.commodity', message: 'Other commodities' },
  share: /*i18n*/ { id: 'protection.asset_class.share', message: 'Shares' },
  crypto: /*i18n*/ { id: 'protection.asset_class.crypto', message: 'Crypto' },
};

export const CLIENT_CATEGORY_TEXT: Readonly<Record<ClientCategory, MessageDescriptor>> = {
  retail: /*i18n*/ { id: 'protection.category.retail', message: 'Retail' },
  professional: /*i18n*/ { id: 'protection.category.professional', message: 'Professional' },
};
