import { describe, expect, it } from 'vitest';
import { parseEngineEvent } from '../../../../server/cluster/engine-events';

describe('engine events from the wire', () => {
  it('reads each kind with its ids', () => {
    expect(parseEngineEvent({ kind: 'contract_order', userId: 3, orderId: 9 })).toEqual({ kind: 'contract_order', userId: 3, orderId: 9 });
    expect(parseEngineEvent({ kind: 'contract_cash', userId: 3 })).toEqual({ kind: 'contract_cash', userId: 3 });
    expect(parseEngineEvent({ kind: 'micro_order', orderId: 12, extra: true })).toEqual({ kind: 'micro_order', orderId: 12 });
    expect(parseEngineEvent({ kind: 'instrument_terms', instrumentId: 13 })).toEqual({ kind: 'instrument_terms', instrumentId: 13 });
    expect(parseEngineEvent({ kind: 'sessions_ended', userId: 4 })).toEqual({ kind: 'sessions_ended', userId: 4 });
  });

  it.each([
    ['garbage', 'not an event'],
    ['null', null],
    ['an unknown kind', { kind: 'drop_tables', userId: 1 }],
    ['a missing id', { kind: 'contract_order', userId: 3 }],
    ['an id that is not a positive whole number', { kind: 'micro_order', orderId: -1 }],
    ['a fractional id', { kind: 'contract_cash', userId: 1.5 }],
    ['a string id', { kind: 'micro_order', orderId: '12' }],
    ['an instrument change without its instrument', { kind: 'instrument_terms' }],
    ['sessions ended without their user', { kind: 'sessions_ended', userId: 0 }],
  ])('ignores %s', (_case, value) => {
    expect(parseEngineEvent(value)).toBeUndefined();
  });
});
