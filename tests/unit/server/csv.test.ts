import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../../server/csv';

// The back office's CSV files (OWASP, CSV injection): a cell a spreadsheet would run as a formula is read as text,
// and a cell with a comma, a quote or a line break stays one cell.

describe('a CSV cell', () => {
  it('starting with = + - @, a tab or a CR is prefixed with a quote', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@cmd", "'\tx", '"\'\rx"']);
  });

  it('is quoted when it holds a comma, a quote or a line break, and left alone otherwise', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('1234.50')).toBe('1234.50');
    expect(csvCell('2026-03-10T15:00:00.000Z')).toBe('2026-03-10T15:00:00.000Z');
  });
});

describe('a CSV file', () => {
  it('is the header, then a line per row, each ended with CRLF', () => {
    expect(
      csvText(
        ['id', 'note'],
        [
          ['1', '=1+1'],
          ['2', 'ok'],
        ],
      ),
    ).toBe("id,note\r\n1,'=1+1\r\n2,ok\r\n");
  });
});
