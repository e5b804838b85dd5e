import { describe, expect, it } from 'vitest';
import {
  EMPTY_MEMORY,
  keptContractOf,
  MAX_KEPT_CONTRACTS,
  MAX_KEPT_OWNERS,
  memoryOf,
  ownerOf,
  storedWith,
  withContract,
  type TradeMemory,
} from '../../../../../src/features/trade/trade-memory';

const kept = {
  lots: '0.07',
  multiple: 10,
  stopLoss: { on: true, price: '3400' },
  takeProfit: { on: false, price: '3500.00' },
};

describe('whose memory', () => {
  it('is a signed-in user’s own, by uid, or the guest’s', () => {
    expect(ownerOf({ uid: '10001' })).toBe('user:10001');
    expect(ownerOf(null)).toBe('guest');
    expect(ownerOf(undefined)).toBe('guest');
  });
});

describe('reading what is stored', () => {
  it('reads one owner’s memory, leaving the others’ alone', () => {
    const stored = {
      guest: { instrumentId: 14, period: '15M', kind: 'future', contracts: [{ id: 14, ...kept }], micro: { seconds: 60, amount: '25' } },
      'user:10001': { instrumentId: 13 },
    };
    expect(memoryOf(stored, 'guest')).toEqual({
      instrumentId: 14,
      period: '15M',
      kind: 'future',
      contracts: [{ id: 14, ...kept }],
      micro: { seconds: 60, amount: '25' },
    });
    expect(memoryOf(stored, 'user:10001')).toEqual({ ...EMPTY_MEMORY, instrumentId: 13 });
    expect(memoryOf(stored, 'user:2')).toEqual(EMPTY_MEMORY);
  });

  it('leaves out whatever does not fit, as a past version of the app may have stored', () => {
    expect(memoryOf(null, 'guest')).toEqual(EMPTY_MEMORY);
    expect(memoryOf('text', 'guest')).toEqual(EMPTY_MEMORY);
    expect(memoryOf([], 'guest')).toEqual(EMPTY_MEMORY);
    const stored = {
      guest: {
        instrumentId: '14',
        period: '2H',
        kind: 'spot',
        contracts: [
          { id: 14, lots: 0.07, multiple: 10, stopLoss: kept.stopLoss, takeProfit: kept.takeProfit },
          { id: 13, lots: '0.5', multiple: '2', stopLoss: kept.stopLoss, takeProfit: kept.takeProfit },
          { id: 12, lots: '0.5', multiple: null, stopLoss: { on: 'yes', price: '1' }, takeProfit: kept.takeProfit },
          { id: 11, lots: '0.5', multiple: null, stopLoss: kept.stopLoss, takeProfit: kept.takeProfit },
          'junk',
        ],
        micro: { seconds: 1.5, amount: '10' },
      },
    };
    expect(memoryOf(stored, 'guest')).toEqual({
      ...EMPTY_MEMORY,
      contracts: [{ id: 11, lots: '0.5', multiple: null, stopLoss: kept.stopLoss, takeProfit: kept.takeProfit }],
    });
  });
});

describe('keeping a contract form', () => {
  it('keeps one form per instrument, the latest first, and finds it again', () => {
    let memory: TradeMemory = EMPTY_MEMORY;
    memory = withContract(memory, 14, kept);
    memory = withContract(memory, 13, { ...kept, lots: '0.25' });
    memory = withContract(memory, 14, { ...kept, lots: '0.08' });
    expect(memory.contracts.map((entry) => [entry.id, entry.lots])).toEqual([
      [14, '0.08'],
      [13, '0.25'],
    ]);
    expect(keptContractOf(memory, 13)?.lots).toBe('0.25');
    expect(keptContractOf(memory, 99)).toBeUndefined();
  });

  it('keeps at most MAX_KEPT_CONTRACTS instruments, dropping the longest unused', () => {
    let memory: TradeMemory = EMPTY_MEMORY;
    for (let id = 1; id <= MAX_KEPT_CONTRACTS + 3; id += 1) memory = withContract(memory, id, kept);
    expect(memory.contracts).toHaveLength(MAX_KEPT_CONTRACTS);
    expect(keptContractOf(memory, MAX_KEPT_CONTRACTS + 3)).toBeDefined();
    expect(keptContractOf(memory, 3)).toBeUndefined();
    expect(keptContractOf(memory, 4)).toBeDefined();
  });
});

describe('storing a change', () => {
  it('changes the owner’s memory only, and keeps the others’ as they were', () => {
    const before = { 'user:1': { instrumentId: 13, odd: 'kept as stored' }, guest: { instrumentId: 4 } };
    const after = storedWith(before, 'guest', (memory) => ({ ...memory, period: '1H' }));
    expect(after['user:1']).toEqual({ instrumentId: 13, odd: 'kept as stored' });
    expect(memoryOf(after, 'guest')).toEqual({ ...EMPTY_MEMORY, instrumentId: 4, period: '1H' });
    expect(Object.keys(after)).toEqual(['guest', 'user:1']);
  });

  it('starts from nothing when nothing (or nothing readable) was stored', () => {
    expect(storedWith(undefined, 'guest', (memory) => ({ ...memory, instrumentId: 14 }))).toEqual({
      guest: { ...EMPTY_MEMORY, instrumentId: 14 },
    });
    expect(Object.keys(storedWith('junk', 'guest', (memory) => memory))).toEqual(['guest']);
  });

  it('keeps at most MAX_KEPT_OWNERS owners, dropping the longest unseen', () => {
    let stored: unknown = {};
    for (let user = 1; user <= MAX_KEPT_OWNERS + 2; user += 1) {
      stored = storedWith(stored, `user:${String(user)}`, (memory) => ({ ...memory, instrumentId: user }));
    }
    const owners = Object.keys(stored as object);
    expect(owners).toHaveLength(MAX_KEPT_OWNERS);
    expect(owners[0]).toBe(`user:${String(MAX_KEPT_OWNERS + 2)}`);
    expect(owners).not.toContain('user:1');
    expect(owners).not.toContain('user:2');
  });
});
