import { canonicalPrice, type LoggedTick } from '../../common/tick-log';

// A block's ticks as tick_blocks stores them (migration 0126): a line `seq|time|price` per tick in seq order, the
// price canonical, joined by "\n". The instrument is the block's.

export function packTicks(ticks: readonly LoggedTick[]): string {
  return ticks.map((tick) => `${String(tick.seq)}|${String(tick.time)}|${canonicalPrice(tick.price)}`).join('\n');
}

export function unpackTicks(instrumentId: number, text: string): LoggedTick[] {
  return text.split('\n').map((line) => {
    const [seq = '', time = '', price = ''] = line.split('|');
    return { instrument_id: instrumentId, seq: Number(seq), time: Number(time), price };
  });
}
