import { isPeriod, type Period } from '@common/market';
import type { KeptContract, StopLevel } from './contract-form';
import type { MicroDraft } from './micro-form';

// What the trade screen remembers on the device (issue 41, defect 2): the last instrument, the chart's period, which
// form was open, each instrument's contract form (lots, multiple, stop-loss and take-profit) and the option form
// (expiry and amount). Kept per owner, a signed-in user by their uid or the guest, as a device preference (theme,
// one-tap trading) is kept: in localStorage through a jotai atom (useTradeMemory.ts). These are its pure rules,
// tested without a browser. What is stored is read back as `unknown` and checked here, since a past version of the
// app may have stored another shape; whether a kept value still fits the instrument (its lots, its multiples) is
// each form's rule (contract-form.ts keptDraft, micro-form.ts keptMicroDraft).

/** The contract form or the option ("future") form, the screen's top toggle. */
export type FormKind = 'contract' | 'future';

/** One instrument's kept contract form. */
export interface KeptContractOf extends KeptContract {
  id: number;
}

export interface TradeMemory {
  instrumentId: number | null;
  period: Period | null;
  kind: FormKind | null;
  /** The contract forms of the instruments last traded, the latest first, at most MAX_KEPT_CONTRACTS. */
  contracts: KeptContractOf[];
  micro: MicroDraft | null;
}

/** Instruments whose contract form is kept per owner: a few dozen are listed, a trader uses a handful. */
export const MAX_KEPT_CONTRACTS = 20;
/** Owners kept on one device (the guest and the users who signed in on it), the latest first. */
export const MAX_KEPT_OWNERS = 8;

export const EMPTY_MEMORY: TradeMemory = { instrumentId: null, period: null, kind: null, contracts: [], micro: null };

/** Whose memory is read and written: a signed-in user's own, or the guest's. */
export function ownerOf(user: { uid: string | number } | null | undefined): string {
  return user ? `user:${String(user.uid)}` : 'guest';
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function stopOf(value: unknown): StopLevel | null {
  return isRecord(value) && typeof value.on === 'boolean' && typeof value.price === 'string' ? { on: value.on, price: value.price } : null;
}

function contractOf(value: unknown): KeptContractOf | null {
  if (!isRecord(value) || !isId(value.id) || typeof value.lots !== 'string') return null;
  if (value.multiple !== null && typeof value.multiple !== 'number') return null;
  const stopLoss = stopOf(value.stopLoss);
  const takeProfit = stopOf(value.takeProfit);
  if (!stopLoss || !takeProfit) return null;
  return { id: value.id, lots: value.lots, multiple: value.multiple, stopLoss, takeProfit };
}

function microOf(value: unknown): MicroDraft | null {
  if (!isRecord(value) || typeof value.amount !== 'string') return null;
  if (value.seconds !== null && !isId(value.seconds)) return null;
  return { seconds: value.seconds, amount: value.amount };
}

/** One owner's memory out of what is stored; whatever does not fit is left out (as never kept). */
export function memoryOf(stored: unknown, owner: string): TradeMemory {
  const entry = isRecord(stored) ? stored[owner] : undefined;
  if (!isRecord(entry)) return EMPTY_MEMORY;
  const contracts = Array.isArray(entry.contracts) ? entry.contracts.map(contractOf).filter((kept) => kept !== null) : [];
  return {
    instrumentId: isId(entry.instrumentId) ? entry.instrumentId : null,
    period: isPeriod(entry.period) ? entry.period : null,
    kind: entry.kind === 'contract' || entry.kind === 'future' ? entry.kind : null,
    contracts: contracts.slice(0, MAX_KEPT_CONTRACTS),
    micro: microOf(entry.micro),
  };
}

/** The kept contract form of one instrument, if there is one. */
export function keptContractOf(memory: TradeMemory, instrumentId: number): KeptContract | undefined {
  return memory.contracts.find((kept) => kept.id === instrumentId);
}

/** The memory with one instrument's contract form kept, first in the list; the oldest beyond the limit go. */
export function withContract(memory: TradeMemory, instrumentId: number, kept: KeptContract): TradeMemory {
  const entry: KeptContractOf = {
    id: instrumentId,
    lots: kept.lots,
    multiple: kept.multiple,
    stopLoss: { on: kept.stopLoss.on, price: kept.stopLoss.price },
    takeProfit: { on: kept.takeProfit.on, price: kept.takeProfit.price },
  };
  const others = memory.contracts.filter((other) => other.id !== instrumentId);
  return { ...memory, contracts: [entry, ...others].slice(0, MAX_KEPT_CONTRACTS) };
}

/**
 * What is stored once `owner`'s memory is changed by `update`: that owner becomes the latest, the others keep theirs
 * (read as they are), and the owners beyond MAX_KEPT_OWNERS, the longest unseen, are dropped.
 */
export function storedWith(stored: unknown, owner: string, update: (memory: TradeMemory) => TradeMemory): Record<string, unknown> {
  const next = update(memoryOf(stored, owner));
  const others = Object.entries(isRecord(stored) ? stored : {}).filter(([key]) => key !== owner);
  return Object.fromEntries([[owner, next], ...others.slice(0, MAX_KEPT_OWNERS - 1)]);
}
