import type { KlinePoint } from '@common/market';

// Test candles: only Time and Close vary, so an expectation reads as "which candle, which version".
export function candle(time: number, close = '1'): KlinePoint {
  return { Time: time, Open: '1', High: '2', Low: '0.5', Close: close, Volume: '10' };
}

export const times = (series: readonly KlinePoint[]): number[] => series.map((point) => point.Time);
export const closes = (series: readonly KlinePoint[]): string[] => series.map((point) => point.Close);
