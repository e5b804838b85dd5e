import { describe, expect, it } from 'vitest';
import { parseReplayCsv } from '../../../../server/market/replay-csv';

describe('replay files', () => {
  it('reads ISO and epoch times, an optional volume, comments and blank lines', () => {
    const rows = parseReplayCsv(
      'EURUSD.csv',
      ['# recorded 2026-03-02', 'time,price,volume', '2026-03-02T08:00:00.250Z,1.08412,3', '', '1772438401000,1.08415,1'].join('\r\n'),
    );
    expect(rows).toEqual([
      { time: Date.UTC(2026, 2, 2, 8, 0, 0, 250), price: 1.08412, volume: 3 },
      { time: 1_772_438_401_000, price: 1.08415, volume: 1 },
    ]);
    expect(parseReplayCsv('X.csv', 'time,price\n2026-03-02T09:00:00+01:00,2')).toEqual([
      { time: Date.UTC(2026, 2, 2, 8), price: 2, volume: 1 },
    ]);
  });

  it.each([
    ['price,time\n1,2', 'X.csv line 1: the header must be "time,price" or "time,price,volume"'],
    [
      'time,price\n2026-03-02T08:00:00,1.1',
      'X.csv line 2: "2026-03-02T08:00:00" is not a time (ISO 8601 with a zone, or epoch milliseconds)',
    ],
    ['time,price\n1000,-1', 'X.csv line 2: "-1" is not a positive price'],
    ['time,price\n1000,0', 'X.csv line 2: "0" is not a positive price'],
    ['time,price\n1000,1e3', 'X.csv line 2: "1e3" is not a positive price'],
    ['time,price,volume\n1000,1,2.5', 'X.csv line 2: "2.5" is not a positive whole volume'],
    ['time,price\n1000,1,5', 'X.csv line 2: expected 2 columns, found 3'],
    ['time,price\n2000,1\n1000,1', 'X.csv line 3: rows must be in time order'],
    ['time,price\n', 'X.csv: no rows'],
  ])('refuses %j with the line that is wrong', (text, message) => {
    expect(() => parseReplayCsv('X.csv', text)).toThrow(message);
  });
});
