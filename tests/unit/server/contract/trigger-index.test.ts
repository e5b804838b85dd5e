import { describe, expect, it } from 'vitest';
import { TriggerIndex, type TriggerKind } from '../../../../server/contract/trigger-index';

// The index against a brute-force model: random orders with random levels, random changes and removals, and a
// random price walk; after every tick the fired set must be exactly what scanning every order finds.

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Model {
  instrumentId: number;
  triggers: { kind: TriggerKind; level: number; when: 'at_or_below' | 'at_or_above' }[];
}

describe('trigger index', () => {
  it('fires exactly what a full scan would, as orders come, change and go', () => {
    for (let run = 0; run < 20; run += 1) {
      const next = random(run + 7);
      const index = new TriggerIndex();
      const model = new Map<number, Model>();
      const prices = [100, 100, 100];
      let nextId = 1;
      for (let step = 0; step < 600; step += 1) {
        const action = next();
        if (action < 0.3) {
          const instrumentId = Math.floor(next() * 3);
          const price = prices[instrumentId]!;
          const triggers: Model['triggers'] = [
            { kind: 'stop_loss', level: price - 1 - next() * 5, when: 'at_or_below' },
            { kind: 'take_profit', level: price + 1 + next() * 5, when: 'at_or_above' },
          ];
          const id = nextId++;
          index.set(id, instrumentId, triggers);
          model.set(id, { instrumentId, triggers });
        } else if (action < 0.4 && model.size > 0) {
          const ids = [...model.keys()];
          const id = ids[Math.floor(next() * ids.length)]!;
          index.remove(id);
          model.delete(id);
        } else if (action < 0.45 && model.size > 0) {
          const ids = [...model.keys()];
          const id = ids[Math.floor(next() * ids.length)]!;
          const order = model.get(id)!;
          const price = prices[order.instrumentId]!;
          const triggers: Model['triggers'] = [{ kind: 'fill', level: price + 2, when: 'at_or_above' }];
          index.set(id, order.instrumentId, triggers);
          model.set(id, { instrumentId: order.instrumentId, triggers });
        } else {
          const instrumentId = Math.floor(next() * 3);
          // Mostly small moves, sometimes a gap across many levels.
          const move = (next() - 0.5) * (next() < 0.05 ? 20 : 1.5);
          const price = (prices[instrumentId] = prices[instrumentId]! + move);
          const expected = [...model.entries()]
            .filter(([, order]) => order.instrumentId === instrumentId)
            .flatMap(([id, order]) =>
              order.triggers
                .filter((trigger) => (trigger.when === 'at_or_below' ? price <= trigger.level : price >= trigger.level))
                .slice(0, 1)
                .map((trigger) => `${id}:${trigger.kind}`),
            )
            .sort();
          const fired = index
            .fire(instrumentId, price)
            .map((trigger) => `${trigger.orderId}:${trigger.kind}`)
            .sort();
          expect(fired, `run ${run} step ${step}`).toEqual(expected);
          for (const entry of fired) model.delete(Number(entry.split(':')[0]));
        }
        expect(index.size).toBe(model.size);
      }
    }
  });

  it('fires each order once even when one tick crosses both of its levels', () => {
    const index = new TriggerIndex();
    index.set(1, 1, [
      { kind: 'stop_loss', level: 99, when: 'at_or_below' },
      { kind: 'take_profit', level: 98, when: 'at_or_below' },
    ]);
    expect(index.fire(1, 97)).toHaveLength(1);
    expect(index.fire(1, 90)).toEqual([]);
  });
});
