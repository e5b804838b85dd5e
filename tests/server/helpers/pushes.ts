import type { DayMarketPush, KlinePush } from '../../../common/market';

// Whole socket payloads for tests and benches that publish by hand: the hub only takes a topic's real payload type.

export function dayMarketPush(symbol: string, close = '1.23456', change = '0.12'): DayMarketPush {
  return { symbol, quotation: { close, change } };
}

export function klinePush(fields: Partial<KlinePush> = {}): KlinePush {
  return { Time: 0, Open: '1.10000', High: '1.10000', Low: '1.10000', Close: '1.10000', Volume: '0', Period: '1M', ...fields };
}
