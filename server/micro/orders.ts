import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { MicroOrder } from '../../common/api/micro';
import { MICRO_STATUS, type MicroDirection, type MicroStatus } from '../../common/micro';
import type { InstrumentSeed } from '../market/instrument-data';

// Micro (option) orders as stored, and as the API shows them.

export interface MicroRow {
  id: string;
  user_id: number;
  instrument_id: number;
  direction: MicroDirection;
  amount: string;
  seconds: number;
  profit_ratio: string;
  status: MicroStatus;
  open_price: string;
  open_seq: string;
  open_time: string;
  expires_at: string;
  end_price: string | null;
  end_seq: string | null;
  end_time: string | null;
  fact_profits: string;
  completed_at: string | null;
  created_at: string;
}

export const MICRO_COLUMNS = `id, user_id, instrument_id, direction, amount, seconds, profit_ratio, status, open_price, open_seq, open_time,
  expires_at, end_price, end_seq, end_time, fact_profits, completed_at, created_at`;

/** The order as the API shows it at `now` (a running one with the time it has left). */
export function toMicroOrder(row: MicroRow, instrument: InstrumentSeed, now: number): MicroOrder {
  const price = (value: string) => formatPrice(value, instrument.precision);
  const running = row.status === MICRO_STATUS.running;
  return {
    Id: Number(row.id),
    Type: row.direction,
    Status: row.status,
    Number: formatAmount(row.amount),
    Seconds: row.seconds,
    RemainMilliSeconds: running ? Math.max(0, Number(row.expires_at) - now) : 0,
    OpenPrice: price(row.open_price),
    EndPrice: row.end_price === null ? '0' : price(row.end_price),
    ProfitRatio: new Decimal(row.profit_ratio).toString(),
    FactProfits: formatAmount(row.fact_profits),
    CreatedAtST: Number(row.created_at),
    CompleteAtST: Number(running ? row.expires_at : (row.completed_at ?? row.expires_at)),
    ForexTradeList: { Id: instrument.id, ShowCode: instrument.showCode, PricePrecision: instrument.precision },
    OpenTick: { Seq: Number(row.open_seq), Time: Number(row.open_time), Price: price(row.open_price) },
    EndTick:
      row.end_price === null || row.end_seq === null
        ? null
        : { Seq: Number(row.end_seq), Time: Number(row.end_time), Price: price(row.end_price) },
  };
}
