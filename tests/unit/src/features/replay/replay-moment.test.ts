import { describe, expect, it } from 'vitest';
import { replayModel } from '../../../../../src/features/replay/replay-model';
import { replayMoment } from '../../../../../src/features/replay/replay-moment';
import { contractReplay, optionReplay } from './replay-fixtures';

// The position at the playhead (issue 37): not open yet, open with its lots and how the price stands for it, closed
// with its result; an option's time to expiry and whether it would win.

function at(replay: ReturnType<typeof contractReplay>, index: number) {
  const model = replayModel(replay);
  const tick = replay.ticks[index]!;
  return replayMoment(replay, model.eventAt, model.timeline[index]!, tick);
}

describe('a contract at the playhead', () => {
  const replay = contractReplay();

  it('is not open before its open', () => {
    expect(at(replay, 0)).toMatchObject({ phase: 'before', move: null, passed: 0 });
  });

  it('is open with its lots, against it below the entry for a buy', () => {
    expect(at(replay, 2)).toMatchObject({ phase: 'open', lotsOpen: '0.1', standing: 'down', move: '-0.0010', passed: 1 });
  });

  it('has fewer lots open after a part closed', () => {
    expect(at(replay, 4)).toMatchObject({ phase: 'open', lotsOpen: '0.06', standing: 'up', move: '0.0020', passed: 2 });
  });

  it('is closed at its closing price once closed, whatever the market did after', () => {
    expect(at(replay, 6)).toMatchObject({ phase: 'closed', price: '1.1030', move: '0.0030', standing: 'up', lotsOpen: null, passed: 3 });
  });

  it('reads even at the entry, whichever the side', () => {
    const sell = contractReplay({ side: 2 });
    expect(at(sell, 1)).toMatchObject({ standing: 'flat', move: '0.0000' });
  });
});

describe('an option at the playhead', () => {
  const replay = optionReplay();

  it('counts down to expiry and says whether it would win', () => {
    expect(at(replay, 1)).toMatchObject({ phase: 'open', untilExpiry: 2_000, standing: 'down' });
    expect(at(replay, 2)).toMatchObject({ phase: 'open', untilExpiry: 1_000, standing: 'up' });
  });

  it('is settled on its deciding tick', () => {
    expect(at(replay, 4)).toMatchObject({ phase: 'closed', price: '63990', standing: 'up', untilExpiry: null });
  });
});
