import { MAX_LOTS_IN_MIN_LOTS } from '../../common/contract';
import { Decimal, plainDecimal } from '../../common/money';
import type { AssetClass } from '../../common/protection';
// The instruments Meridian lists (spec section 3, "Trade instrument"), with contract sizes, steps and multiples
// that follow common retail conventions. `base` is a typical price; `volatility` the yearly volatility the
// simulated feed gives it; `session` which trading hours apply.

export type Session = 'fx' | 'metal' | 'energy' | 'crypto';

/** The simulated market's seed unless MARKET_SEED says otherwise. */
export const DEFAULT_MARKET_SEED = 20_261_121;

export interface InstrumentSeed {
  id: number;
  code: string;
  showCode: string;
  categoryId: number;
  session: Session;
  /** The class retail leverage is capped by (common/protection.ts). */
  assetClass: AssetClass;
  precision: number;
  /** Lot step. */
  pip: string;
  /** Minimum lots. */
  minLots: string;
  /** Units per lot. */
  unitsPerLot: string;
  feeRate: string;
  /** 1: fixed margin (lots x units per lot); otherwise leverage-based. */
  marginMode: number;
  multiples: number[];
  /** The largest order in lots; absent: MAX_LOTS_IN_MIN_LOTS minimum lots (the rule before operators set it). */
  maxLots?: string | undefined;
  /** In the PWA's lists and open to new orders; an operator may take it off (its positions can still close). */
  listed?: boolean;
  /** An operator's trading halt: no new orders and no pending fills; stops, take-profits and closes still act. */
  halted?: boolean;
  base: number;
  volatility: number;
}

export const CATEGORIES = [
  { id: 1, key: 'forex' },
  { id: 2, key: 'metals' },
  { id: 3, key: 'energy' },
  { id: 4, key: 'crypto' },
] as const;

const FX = {
  categoryId: 1,
  session: 'fx',
  assetClass: 'fx_major',
  pip: '0.01',
  minLots: '0.01',
  unitsPerLot: '100000',
  feeRate: '0.0002',
  marginMode: 2,
  multiples: [10, 20, 50, 100, 200],
} as const;
const CRYPTO = {
  categoryId: 4,
  session: 'crypto',
  assetClass: 'crypto',
  pip: '0.01',
  minLots: '0.01',
  unitsPerLot: '1',
  feeRate: '0.0005',
  marginMode: 2,
  multiples: [2, 5, 10, 20],
} as const;

export const INSTRUMENTS: readonly InstrumentSeed[] = [
  { id: 1, code: 'EURUSD', showCode: 'EUR/USD', precision: 5, base: 1.085, volatility: 0.07, ...FX, multiples: [...FX.multiples] },
  { id: 2, code: 'GBPUSD', showCode: 'GBP/USD', precision: 5, base: 1.27, volatility: 0.08, ...FX, multiples: [...FX.multiples] },
  { id: 3, code: 'USDJPY', showCode: 'USD/JPY', precision: 3, base: 151.2, volatility: 0.09, ...FX, multiples: [...FX.multiples] },
  {
    id: 4,
    code: 'AUDUSD',
    showCode: 'AUD/USD',
    precision: 5,
    base: 0.655,
    volatility: 0.09,
    ...FX,
    assetClass: 'fx_minor',
    multiples: [...FX.multiples],
  },
  { id: 5, code: 'USDCHF', showCode: 'USD/CHF', precision: 5, base: 0.89, volatility: 0.07, ...FX, multiples: [...FX.multiples] },
  { id: 6, code: 'USDCAD', showCode: 'USD/CAD', precision: 5, base: 1.36, volatility: 0.06, ...FX, multiples: [...FX.multiples] },
  {
    id: 7,
    code: 'NZDUSD',
    showCode: 'NZD/USD',
    precision: 5,
    base: 0.605,
    volatility: 0.09,
    ...FX,
    assetClass: 'fx_minor',
    multiples: [...FX.multiples],
  },
  { id: 8, code: 'EURJPY', showCode: 'EUR/JPY', precision: 3, base: 164.1, volatility: 0.09, ...FX, multiples: [...FX.multiples] },
  {
    id: 9,
    code: 'XAUUSD',
    showCode: 'XAU/USD',
    categoryId: 2,
    session: 'metal',
    assetClass: 'gold',
    precision: 2,
    pip: '0.01',
    minLots: '0.01',
    unitsPerLot: '100',
    feeRate: '0.0003',
    marginMode: 2,
    multiples: [10, 20, 50, 100],
    base: 2350,
    volatility: 0.15,
  },
  {
    id: 10,
    code: 'XAGUSD',
    showCode: 'XAG/USD',
    categoryId: 2,
    session: 'metal',
    assetClass: 'commodity',
    precision: 3,
    pip: '0.01',
    minLots: '0.01',
    unitsPerLot: '5000',
    feeRate: '0.0003',
    marginMode: 2,
    multiples: [10, 20, 50],
    base: 28.4,
    volatility: 0.25,
  },
  {
    id: 11,
    code: 'USOIL',
    showCode: 'WTI',
    categoryId: 3,
    session: 'energy',
    assetClass: 'commodity',
    precision: 2,
    pip: '0.01',
    minLots: '0.01',
    unitsPerLot: '1000',
    feeRate: '0.0004',
    marginMode: 2,
    multiples: [10, 20, 50],
    base: 78.5,
    volatility: 0.32,
  },
  {
    id: 12,
    code: 'UKOIL',
    showCode: 'BRENT',
    categoryId: 3,
    session: 'energy',
    assetClass: 'commodity',
    precision: 2,
    pip: '0.01',
    minLots: '0.01',
    unitsPerLot: '1000',
    feeRate: '0.0004',
    marginMode: 2,
    multiples: [10, 20, 50],
    base: 82.3,
    volatility: 0.3,
  },
  {
    id: 13,
    code: 'BTCUSDT',
    showCode: 'BTC/USDT',
    precision: 2,
    base: 67000,
    volatility: 0.55,
    ...CRYPTO,
    multiples: [...CRYPTO.multiples],
  },
  {
    id: 14,
    code: 'ETHUSDT',
    showCode: 'ETH/USDT',
    precision: 2,
    base: 3400,
    volatility: 0.65,
    ...CRYPTO,
    multiples: [...CRYPTO.multiples],
  },
  {
    id: 15,
    code: 'SOLUSDT',
    showCode: 'SOL/USDT',
    precision: 3,
    base: 150,
    volatility: 0.8,
    ...CRYPTO,
    minLots: '0.1',
    pip: '0.1',
    multiples: [...CRYPTO.multiples],
  },
  {
    id: 16,
    code: 'XRPUSDT',
    showCode: 'XRP/USDT',
    precision: 4,
    base: 0.52,
    volatility: 0.75,
    ...CRYPTO,
    minLots: '10',
    pip: '10',
    multiples: [...CRYPTO.multiples],
  },
  {
    id: 17,
    code: 'DOGEUSDT',
    showCode: 'DOGE/USDT',
    precision: 5,
    base: 0.15,
    volatility: 0.9,
    ...CRYPTO,
    minLots: '100',
    pip: '100',
    multiples: [...CRYPTO.multiples],
  },
];

/** The most lots one order may hold: the operator's maximum, or MAX_LOTS_IN_MIN_LOTS minimum lots. */
export function maxLotsOf(instrument: Pick<InstrumentSeed, 'minLots' | 'maxLots'>): string {
  return instrument.maxLots ?? plainDecimal(new Decimal(instrument.minLots).times(MAX_LOTS_IN_MIN_LOTS));
}
